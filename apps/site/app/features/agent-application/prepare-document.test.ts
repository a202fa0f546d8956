import { AGENT_DOCUMENT_MAX_BYTES } from "@innovatehub/domain";
import { describe, expect, it } from "vitest";
import { PICKED_FILE_MAX_MB, formatSize, prepareDocument } from "./prepare-document";

const MB = 1024 * 1024;

function fileOf(bytes: number, name: string, type: string): File {
  return new File([new Uint8Array(bytes)], name, { type });
}

describe("a document picked on the phone", () => {
  it(`is refused at once at ${PICKED_FILE_MAX_MB} MB, before anything is read or sent`, async () => {
    expect(
      await prepareDocument(
        "government_id",
        fileOf(PICKED_FILE_MAX_MB * MB, "id.jpg", "image/jpeg"),
      ),
    ).toEqual({
      ok: false,
      refusal: "too-large",
    });
  });

  it("is refused when its kind does not take that type (a PDF as the store photo)", async () => {
    expect(
      await prepareDocument("store_photo", fileOf(2000, "store.pdf", "application/pdf")),
    ).toEqual({
      ok: false,
      refusal: "type",
    });
  });

  it("goes as it is when it is a PDF or a small photo within the bucket's limit", async () => {
    const permit = fileOf(2 * MB, "permit.pdf", "application/pdf");
    expect(await prepareDocument("business_permit", permit)).toEqual({
      ok: true,
      document: {
        file: permit,
        contentType: "application/pdf",
        name: "permit.pdf",
        size: permit.size,
      },
    });
    const photo = fileOf(300_000, "id.png", "image/png");
    expect(await prepareDocument("government_id", photo)).toMatchObject({
      ok: true,
      document: { file: photo },
    });
  });

  it("is refused over the bucket's limit when it cannot be made smaller (a PDF)", async () => {
    expect(
      await prepareDocument(
        "government_id",
        fileOf(AGENT_DOCUMENT_MAX_BYTES + 1, "id.pdf", "application/pdf"),
      ),
    ).toEqual({ ok: false, refusal: "over-limit" });
  });

  it("says a size the way a visitor reads it", () => {
    expect(formatSize(420 * 1024)).toBe("420 KB");
    expect(formatSize(1.2 * MB)).toBe("1.2 MB");
    expect(formatSize(10)).toBe("1 KB");
  });
});
