import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { z } from "@innovatehub/forms/zod";
import { validateValues, type FormResult, type SubmissionToasts } from "@innovatehub/forms/engine";
import type { FormFieldConfig } from "@innovatehub/forms/fields";
import { memoryDraft, type FormDraft } from "./form-draft";
import { FormFields } from "./form-fields";
import { FormNotice } from "./form-notice";
import type { FormNotifier } from "./run-submission";
import { useFormEngine } from "./use-form-engine";

/*
 * A small store form declared the way every form on the engine is: its copy passed in (one object per language),
 * a zod schema, fields named by the schema's keys. Test data, not site copy.
 */
type StoreCopy = {
  storeName: string;
  mobile: string;
  consent: string;
  day: string;
  pickDay: string;
  errors: { storeName: string; mobile: string; consent: string; day: string };
};

const filipino: StoreCopy = {
  storeName: "Pangalan ng tindahan",
  mobile: "Mobile number",
  consent: "Pumapayag ako",
  day: "Araw ng pagbisita",
  pickDay: "Piliin ang Disyembre 1",
  errors: {
    storeName: "Ilagay ang pangalan ng tindahan",
    mobile: "Ilagay ang mobile number",
    consent: "Kailangan ang pahintulot",
    day: "Pumili ng araw",
  },
};

const VISIT_DAY = "2026-12-01";

function storeSchema(copy: StoreCopy) {
  return z.object({
    storeName: z.string().trim().min(2, { error: copy.errors.storeName }),
    mobile: z.string().regex(/^09\d{9}$/, { error: copy.errors.mobile }),
    consent: z.literal(true, { error: copy.errors.consent }),
    day: z.string().min(1, { error: copy.errors.day }),
  });
}

type StoreValues = z.output<ReturnType<typeof storeSchema>>;

function storeFields(copy: StoreCopy) {
  return [
    { type: "text", name: "storeName", required: true, label: copy.storeName },
    { type: "tel", name: "mobile", required: true, autoComplete: "tel", label: copy.mobile },
    { type: "custom", name: "day", required: true, label: copy.day },
    { type: "checkbox", name: "consent", required: true, label: copy.consent },
  ] as const satisfies readonly FormFieldConfig<keyof StoreValues>[];
}

const toasts: SubmissionToasts = {
  loading: "Ipinapadala...",
  success: { title: "Natanggap na", description: "Salamat!" },
  failure: (failure) => ({ title: "Hindi naipadala", description: failure.message }),
  thrown: () => ({ title: "May error" }),
};

function recordingNotifier() {
  return {
    loading: vi.fn<FormNotifier["loading"]>(() => "toast"),
    success: vi.fn<FormNotifier["success"]>(),
    error: vi.fn<FormNotifier["error"]>(),
  } satisfies FormNotifier;
}

type StoreFormProps = {
  copy: StoreCopy;
  submit: (values: StoreValues) => Promise<FormResult<{ reference: string }>>;
  notify: FormNotifier;
  draft?: FormDraft;
  /** Stands in for a schema loaded on demand. */
  validate?: (values: StoreValues) => Promise<void>;
};

const UNREACHABLE = "Hindi maabot ang server. Tingnan ang connection mo at subukan ulit.";

function StoreForm({ copy, submit, notify, draft, validate }: StoreFormProps) {
  const schema = storeSchema(copy);
  const engine = useFormEngine({
    fields: storeFields(copy),
    validate: async (values) => {
      const result = validateValues(schema, values);
      if (result.ok) {
        await validate?.(result.values);
      }
      return result;
    },
    submit,
    toasts,
    unreachable: UNREACHABLE,
    loadNotifier: () => Promise.resolve(notify),
    ...(draft === undefined ? {} : { draft }),
  });
  return (
    <form {...engine.formProps} aria-label="Store">
      <FormFields
        engine={engine}
        idPrefix="store"
        renderCustom={(field, state) => (
          <fieldset aria-invalid={state.error !== undefined}>
            <legend>{field.label}</legend>
            <button type="button" onClick={() => state.onChange(VISIT_DAY)}>
              {copy.pickDay}
            </button>
            <output>{state.value}</output>
            {state.error === undefined ? null : <p role="alert">{state.error}</p>}
          </fieldset>
        )}
      />
      <FormNotice engine={engine} />
      <button type="submit">Ipadala</button>
    </form>
  );
}

function renderStoreForm(props: Partial<StoreFormProps> = {}) {
  const submit = vi.fn<StoreFormProps["submit"]>(() =>
    Promise.resolve({ ok: true, data: { reference: "AG-1" } }),
  );
  const notify = recordingNotifier();
  const user = userEvent.setup();
  const view = render(<StoreForm copy={filipino} submit={submit} notify={notify} {...props} />);
  return { user, submit, notify, view };
}

const storeNameBox = () => screen.getByRole("textbox", { name: /Pangalan ng tindahan/ });
const mobileBox = () => screen.getByRole("textbox", { name: /Mobile number/ });

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await user.type(storeNameBox(), "  Tindahan ni Aling Nena ");
  await user.type(mobileBox(), "09171234567");
  await user.click(screen.getByRole("button", { name: filipino.pickDay }));
  await user.click(screen.getByRole("checkbox", { name: /Pumapayag ako/ }));
}

describe("a form declared with the engine", () => {
  it("renders each field with the kit's Field: the copy passed in labels it and marks it required", () => {
    renderStoreForm();
    expect(storeNameBox()).toHaveAccessibleName(expect.stringContaining(filipino.storeName));
    expect(storeNameBox()).toHaveAttribute("aria-required", "true");
    expect(mobileBox()).toHaveAttribute("type", "tel");
    expect(mobileBox()).toHaveAttribute("inputmode", "tel");
    expect(screen.getByRole("group", { name: filipino.day })).toBeInTheDocument();
  });

  it("validates on submit, focuses the first invalid field, then checks again on every change", async () => {
    const { user, submit } = renderStoreForm();
    await user.click(screen.getByRole("button", { name: "Ipadala" }));

    expect(await screen.findByText(filipino.errors.storeName)).toBeInTheDocument();
    expect(screen.getByText(filipino.errors.mobile)).toBeInTheDocument();
    expect(screen.getByText(filipino.errors.consent)).toBeInTheDocument();
    expect(screen.getByText(filipino.errors.day)).toBeInTheDocument();
    expect(storeNameBox()).toHaveAttribute("aria-invalid", "true");
    expect(storeNameBox()).toHaveFocus();
    expect(submit).not.toHaveBeenCalled();

    await user.type(storeNameBox(), "Tindahan");
    await waitFor(() => {
      expect(screen.queryByText(filipino.errors.storeName)).not.toBeInTheDocument();
    });
    expect(storeNameBox()).not.toHaveAttribute("aria-invalid");
    expect(screen.getByText(filipino.errors.mobile)).toBeInTheDocument();
  });

  it("submits the schema's values with its toasts, then starts again from empty", async () => {
    const { user, submit, notify } = renderStoreForm();
    await fillValid(user);
    await user.click(screen.getByRole("button", { name: "Ipadala" }));

    await waitFor(() => {
      expect(notify.success).toHaveBeenCalledWith("toast", toasts.success);
    });
    expect(notify.loading).toHaveBeenCalledWith(toasts.loading);
    expect(submit).toHaveBeenCalledWith({
      storeName: "Tindahan ni Aling Nena",
      mobile: "09171234567",
      consent: true,
      day: VISIT_DAY,
    });
    expect(storeNameBox()).toHaveValue("");
    expect(screen.getByRole("checkbox", { name: /Pumapayag ako/ })).not.toBeChecked();
    expect(screen.getByRole("group", { name: filipino.day })).not.toHaveTextContent(VISIT_DAY);
  });

  it("keeps every value and shows the refusal's toast when the submit is refused", async () => {
    const { user, notify } = renderStoreForm({
      submit: () => Promise.resolve({ ok: false, failure: { message: "Puno na ang listahan" } }),
    });
    await fillValid(user);
    await user.click(screen.getByRole("button", { name: "Ipadala" }));

    await waitFor(() => {
      expect(notify.error).toHaveBeenCalledWith("toast", {
        title: "Hindi naipadala",
        description: "Puno na ang listahan",
      });
    });
    expect(storeNameBox()).toHaveValue("  Tindahan ni Aling Nena ");
    expect(screen.getByRole("group", { name: filipino.day })).toHaveTextContent(VISIT_DAY);
    expect(notify.success).not.toHaveBeenCalled();
  });

  it("keeps a draft while the visitor types, restores it on the next mount and clears it on success", async () => {
    const draft = memoryDraft();
    const first = renderStoreForm({ draft });
    await first.user.type(storeNameBox(), "Sari-sari");
    await first.user.click(screen.getByRole("button", { name: filipino.pickDay }));
    expect(draft.read()).toMatchObject({ storeName: "Sari-sari", day: VISIT_DAY });
    first.view.unmount();

    const second = renderStoreForm({ draft });
    expect(storeNameBox()).toHaveValue("Sari-sari");
    expect(screen.getByRole("group", { name: filipino.day })).toHaveTextContent(VISIT_DAY);
    await second.user.type(mobileBox(), "09171234567");
    await second.user.click(screen.getByRole("checkbox", { name: /Pumapayag ako/ }));
    await second.user.click(screen.getByRole("button", { name: "Ipadala" }));

    await waitFor(() => {
      expect(second.submit).toHaveBeenCalledTimes(1);
    });
    await waitFor(() => {
      expect(draft.read()).toBeNull();
    });
  });

  it("says so under the fields when a part loaded on submit does not arrive, and sends nothing", async () => {
    const offline = vi.fn<(values: StoreValues) => Promise<void>>(() =>
      Promise.reject(new TypeError("Failed to fetch dynamically imported module")),
    );
    const quiet = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const { user, submit, notify } = renderStoreForm({ validate: offline });
    await fillValid(user);
    await user.click(screen.getByRole("button", { name: "Ipadala" }));

    expect(await screen.findByRole("alert")).toHaveTextContent(UNREACHABLE);
    expect(submit).not.toHaveBeenCalled();
    expect(notify.error).not.toHaveBeenCalled();
    expect(screen.getByRole("button", { name: "Ipadala" })).toBeEnabled();
    expect(storeNameBox()).toHaveValue("  Tindahan ni Aling Nena ");

    offline.mockResolvedValueOnce(undefined);
    await user.click(screen.getByRole("button", { name: "Ipadala" }));
    await waitFor(() => expect(submit).toHaveBeenCalledTimes(1));
    expect(screen.queryByRole("alert")).toBeNull();
    quiet.mockRestore();
  });
});
