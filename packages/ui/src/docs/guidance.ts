/**
 * What a designer or developer needs before using each component: when to use it, what to do and what to avoid.
 * Storybook's docs page for each component shows its entry (.storybook/docs-page.tsx); a unit test keeps every
 * component's stories covered. Keys are the stories' titles.
 */
interface GuidanceOption {
  name: string;
  use: string;
}

export interface ComponentGuidance {
  usage: string;
  do: readonly string[];
  dont: readonly string[];
  /** Named options of the component (variants, sizes, widths) and when each one fits. */
  options?: readonly { heading: string; items: readonly GuidanceOption[] }[];
}

export const COMPONENT_GUIDANCE: Readonly<Record<string, ComponentGuidance>> = {
  "UI/Button": {
    usage:
      "An action on the page: submit a form, open a dialog, start a flow. A button that only navigates renders as a link (`asChild` around an `<a>`).",
    do: [
      "One primary (or default) button per view, for the action most people take.",
      "Label with a verb that says what happens: “Book a consultation”, not “Submit”.",
      "Use `busy` while the action runs: the button stays in place, disabled, with a spinner.",
    ],
    dont: [
      "Don't put two filled buttons of different colours side by side; pair a filled one with `outline` or `ghost`.",
      "Don't use an icon-only button without `aria-label`.",
      "Don't shrink a tap target below 44 px: every size but `sm` meets it, `sm` is for dense desktop tables.",
      "Don't change its padding, corners or colours with `className`: classes are added, never merged. Use `size`, `shape`, `justify` or a variant.",
    ],
    options: [
      {
        heading: "Variants",
        items: [
          { name: "default", use: "The standard action in the brand blue." },
          {
            name: "primary",
            use: "The one call to action of a page or section (Book a consultation, Explore Services).",
          },
          { name: "destructive", use: "Deleting or cancelling something that cannot be undone." },
          {
            name: "outline",
            use: "The second action beside a filled button (Learn more, Cancel).",
          },
          { name: "secondary", use: "A quieter action in a group of equals, on white." },
          { name: "ghost", use: "Toolbar and inline actions that should not draw the eye." },
          { name: "link", use: "An action styled as text inside a sentence or a card." },
          { name: "success", use: "Confirming money or a completed step (PlataPay)." },
          { name: "green", use: "Fintech and wallet offers." },
          { name: "dark", use: "On light sections that need weight, or sales contact." },
          { name: "purple", use: "AI services only." },
          { name: "quiet", use: "A text action in the brand colour whose box shows on hover (Show more)." },
          { name: "outline-inverse", use: "The second action on a navy section, beside a filled button." },
          {
            name: "segment / segment-selected",
            use: "The options of a segmented control on a muted track (Cards or Table); the chosen one is raised.",
          },
        ],
      },
      {
        heading: "Sizes",
        items: [
          { name: "default", use: "Forms and most pages (44 px tall)." },
          { name: "sm", use: "Dense desktop tables and toolbars; not the only target on a phone." },
          { name: "lg", use: "Hero and section calls to action." },
          { name: "xl", use: "The single call to action of a landing hero." },
          { name: "icon", use: "A square icon button (44 × 44), always with `aria-label`." },
          { name: "inline", use: "A link-styled action in a line of text: 44 px tall, no side padding." },
        ],
      },
      {
        heading: "Shape and content",
        items: [
          { name: "shape: pill", use: "Fully rounded, at any size: carousel arrows, filter chips." },
          { name: "justify: between", use: "Label at the start, icon at the end: a menu trigger with its chevron." },
        ],
      },
      {
        heading: "Widths",
        items: [
          { name: "default", use: "As wide as its label." },
          { name: "full", use: "Fills its container: phone forms and dialog footers." },
          { name: "auto", use: "Sized by the layout around it (grid or flex item)." },
          { name: "fixed", use: "At least 200 px, so a row of buttons lines up." },
        ],
      },
    ],
  },
  "UI/Badge": {
    usage: "A short label on a card or row: a category, a plan, a tag.",
    do: [
      "Keep it to one or two words.",
      "Match the colour to meaning: `success` for money, `ai` for AI services.",
    ],
    dont: [
      "Don't make a badge clickable; use a Button or a link.",
      "Don't use a badge for a status that changes; use StatusBadge.",
    ],
    options: [
      {
        heading: "Variants",
        items: [
          { name: "default", use: "Brand label." },
          { name: "secondary", use: "Neutral label on white." },
          { name: "outline", use: "The quietest label, for many tags in a row." },
          { name: "success", use: "Fintech and money." },
          { name: "ai", use: "AI services." },
          { name: "dark", use: "On light sections that need weight." },
          { name: "destructive", use: "A warning label." },
          { name: "tinted", use: "A category's soft tone: no colours of its own, `className` gives them." },
        ],
      },
    ],
  },
  "UI/StatusBadge": {
    usage: "The current status of a record (a booking, an inquiry): text plus a coloured dot.",
    do: [
      "Always show the status in words; the dot only repeats it.",
      "Use the tone that matches what staff must do: `attention` waits for someone.",
    ],
    dont: ["Don't invent a tone per status; the four tones are the whole palette."],
  },
  "UI/Accordion": {
    usage: "Several sections of related content where people read one at a time (FAQs).",
    do: [
      "Write each trigger as the question or topic people scan for.",
      "Use Disclosure instead when the page must work without JavaScript.",
    ],
    dont: ["Don't hide content everyone needs (prices, the main action) inside an accordion."],
  },
  "UI/Disclosure": {
    usage:
      "Native `<details>` styled like Accordion, for static text that works before JavaScript loads.",
    do: ["Give a group the same `name` when only one should be open."],
    dont: ["Don't put form fields inside a closed disclosure: errors there are hidden."],
  },
  "UI/Collapsible": {
    usage: "One region that shows and hides, such as “Show more” on a card.",
    do: ["Say what opens in the trigger's label."],
    dont: ["Don't use it for a set of sections; use Accordion."],
  },
  "UI/Avatar": {
    usage: "A person or company: their picture, or initials when there is none.",
    do: ["Always pass a name: it gives the initials and the picture's text alternative."],
    dont: ["Don't use an avatar as the only way to tell people apart; show the name too."],
  },
  "UI/Card": {
    usage: "A group of content about one thing: a service, a client, a plan.",
    do: ["Give each card a title; put its one action in the footer."],
    dont: [
      "Don't nest cards in cards.",
      "Don't make a whole card and a button inside it both clickable.",
    ],
  },
  "UI/Carousel": {
    usage: "A row of similar items (testimonials, clients) that people page through.",
    do: [
      "Give it a `label` and the dots a `label(position, total)`.",
      "Keep autoplay off, or pause it on hover and focus (the kit does).",
    ],
    dont: [
      "Don't put the only copy of important content on a later slide.",
      "Don't autoplay under reduced motion (the kit never does).",
    ],
  },
  "UI/Chart": {
    usage: "Numbers over time or by category on the console's dashboard.",
    do: [
      "Use the chart tokens in order; each keeps 3:1 against the background.",
      "State the figure in words or a table too.",
    ],
    dont: ["Don't rely on colour alone to tell series apart; label them."],
  },
  "UI/Calendar": {
    usage: "A month grid for choosing a day, inside DatePicker or a popover.",
    do: ["Pass the business day as `today` so every zone shows the same day."],
    dont: ["Don't use it alone in a form; use DatePicker, which labels it and shows errors."],
  },
  "UI/DatePicker": {
    usage: "The one single-day field of a form (a booking's date).",
    do: [
      "Say why a day is disabled with `dayNote`.",
      "Load it lazily on light pages: it carries the calendar.",
    ],
    dont: ["Don't use a free-text date input for bookings."],
  },
  "UI/DateRangeFilter": {
    usage: "A from / to range that filters a list or a dashboard.",
    do: ["Keep the typed inputs: they are the keyboard path."],
    dont: ["Don't apply a reversed range; show the error instead (the kit does)."],
  },
  "UI/JoinDetails": {
    usage:
      "How a meeting is joined, in one line: the video room's link (opens in a new tab), the note that the link comes on confirmation, or who calls whom for a phone call.",
    do: [
      "Pass the texts in from the app's content, so the site and the console say the same thing.",
      "Show it wherever a meeting's time is shown: the visitor's page, the staff's booking and agenda.",
    ],
    dont: ["Don't print a visitor's full phone number in the call text; name its last digits."],
  },
  "UI/Checkbox": {
    usage: "An independent yes / no choice, or several choices from a list.",
    do: ["Label every checkbox; the label is the click target too."],
    dont: ["Don't use a checkbox for one choice among many; use a radio group or a select."],
  },
  "UI/NativeCheckbox": {
    usage: "The styled native checkbox, for pages that must work before JavaScript loads.",
    do: ["Prefer it to Checkbox on the public site's forms."],
    dont: ["Don't mix it with Checkbox in one form."],
  },
  "UI/Field": {
    usage: "A form control with its label, description and error, wired for assistive technology.",
    do: [
      "Mark required fields with `required` on the label (“(required)” is visible).",
      "Write errors that say how to fix the input.",
    ],
    dont: ["Don't use placeholder text as the label."],
  },
  "UI/Input": {
    usage: "Single-line text: a name, an e-mail address, a phone number.",
    do: ["Use the right `type` and `autocomplete` so phones show the right keyboard."],
    dont: ["Don't use it without a label (Field or Label)."],
  },
  "UI/Textarea": {
    usage: "Several lines of text: a brief, a note.",
    do: ["Say how long the text may be when there is a limit."],
    dont: ["Don't use it for one-line answers."],
  },
  "UI/Label": {
    usage: "The visible name of a control.",
    do: ["Keep it short and in sentence case; add `required` when the field must be filled."],
    dont: ["Don't hide labels visually on forms."],
  },
  "UI/Select": {
    usage: "One choice from a list of options with a custom look (the console).",
    do: ["Keep options short and in a sensible order."],
    dont: ["Don't use it on light public pages; NativeSelect works before JavaScript loads."],
  },
  "UI/NativeSelect": {
    usage: "The styled native select: the browser's own picker and keyboard, no JavaScript.",
    do: ["Prefer it on the public site's forms and on phones."],
    dont: ["Don't use it for more than one choice."],
  },
  "UI/SearchBox": {
    usage: "Search within a list or a page; submits on Enter and clears with its button.",
    do: [
      "Say what is searched in the placeholder (Search services...).",
      "Show the one-key shortcut only where it exists.",
    ],
    dont: ["Don't search on every keystroke against the server."],
  },
  "UI/TimeSlotGrid": {
    usage: "The free times of a chosen day as a radio group; arrow keys move between them.",
    do: ["Show the loading and error states with the caller's messages and a retry."],
    dont: ["Don't list times that cannot be booked."],
  },
  "UI/Dialog": {
    usage: "A focused task over the page (booking, details) that people finish or dismiss.",
    do: [
      "Give it a title and a description.",
      "Return focus to the trigger on close (the kit does).",
    ],
    dont: ["Don't open a dialog from a dialog.", "Don't put a long page of content in a dialog."],
  },
  "UI/NavigationMenu": {
    usage: "The site's header menu with dropdown groups (Services, Company).",
    do: ["Keep group labels to one word; the dropdowns hold the detail."],
    dont: ["Don't use it for in-page tabs; use Tabs."],
  },
  "UI/Tabs": {
    usage: "Switching between views of the same content (categories, By Category / All Partners).",
    do: ["Keep tab labels short and parallel."],
    dont: ["Don't use tabs for steps of a flow."],
  },
  "UI/Pagination": {
    usage: "Previous / next through a long list, with a line saying where you are.",
    do: ["Keep the page size steady while someone pages."],
    dont: ["Don't hide the status line: screen readers announce it."],
  },
  "UI/Table": {
    usage: "Rows of records people compare by column.",
    do: ["Give the table a caption; use header cells for columns."],
    dont: ["Don't use a table for layout."],
  },
  "UI/DataTable": {
    usage: "A Table with sortable columns, loading rows and an empty state (the console's lists).",
    do: ["Describe the columns once; say the sort in the header."],
    dont: ["Don't sort on a column that the server cannot sort."],
  },
  "UI/DescriptionList": {
    usage: "Term / value pairs of one record (a booking's details).",
    do: ["Keep terms short; put the longest values last."],
    dont: ["Don't use it for several records; use Table."],
  },
  "UI/EmptyState": {
    usage: "Nothing to show yet, or an error in place of the content.",
    do: ["Say why it is empty and what to do next; add the action when there is one."],
    dont: ["Don't leave a blank area after a filter returns nothing."],
  },
  "UI/Separator": {
    usage: "A thin line between groups of content.",
    do: ["Use spacing first; a separator only where groups would run together."],
    dont: ["Don't use it as decoration on every row."],
  },
  "UI/Skeleton": {
    usage: "A placeholder in the shape of content that is loading.",
    do: ["Match the size of what will appear, so nothing moves when it does."],
    dont: ["Don't show skeletons for content that loads in under a moment."],
  },
  "UI/Toaster": {
    usage:
      "Short messages about something that just happened (booked, failed), bottom right, 5 seconds.",
    do: ["Say what happened in a few words; errors say what to do."],
    dont: ["Don't put the only copy of important information in a toast: it disappears."],
  },
};
