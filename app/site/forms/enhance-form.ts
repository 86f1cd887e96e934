// What the form pages' islands do to a form that works without them (decision 0030): they make
// its one-time token and renew it as the form changes, check the fields with the form's one Zod
// schema (the server's) as the visitor leaves each one and again as they retype it, refuse to
// send a form with errors (focus on the first), and send it in the background. The server's
// answer is the same page it gives a browser without script: its form section takes the old one's
// place. A post that cannot leave the browser keeps everything typed and says so.
import { parseWithZod } from "@conform-to/zod/v4";
import type { ZodType } from "zod";
import { newToken, tokenField } from "./token.ts";
import { wireNotice } from "./notice.ts";
import { proofOfWork } from "./proof-of-work.ts";
import { botFields } from "./bot-fields.ts";

export interface FormIsland {
  /** The form's section (its id): the part of the server's answer that replaces it. */
  sectionId: string;
  schema: ZodType;
  /** What else the form's section needs once it is in the page (the file count). */
  wire?(section: HTMLElement): void;
}

type Field = HTMLInputElement | HTMLTextAreaElement;

const fieldsOf = (form: HTMLFormElement) =>
  [...form.elements].filter(
    (element): element is Field =>
      (element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement) &&
      element.name !== "" &&
      element.type !== "hidden",
  );

/** A field's messages in the element the server writes them in (FieldError.tsx), tied to it. */
function showErrors(field: Field, messages: string[]): void {
  const errorId = `${field.id}-error`;
  let box = document.getElementById(errorId);
  const described = (field.dataset.describedBy ?? field.getAttribute("aria-describedby") ?? "")
    .split(" ")
    .filter((id) => id !== "" && id !== errorId);
  field.dataset.describedBy = described.join(" ");
  if (messages.length === 0) {
    box?.remove();
    field.removeAttribute("aria-invalid");
    if (described.length) field.setAttribute("aria-describedby", described.join(" "));
    else field.removeAttribute("aria-describedby");
    return;
  }
  if (!box) {
    box = document.createElement("div");
    box.id = errorId;
    box.className = "form-field__error";
    field.closest(".form-field")?.append(box);
  }
  box.replaceChildren(
    ...messages.map((message) => Object.assign(document.createElement("p"), { textContent: message })),
  );
  field.setAttribute("aria-invalid", "true");
  field.setAttribute("aria-describedby", [...described, errorId].join(" "));
}

function wire(section: HTMLElement, island: FormIsland): void {
  const form = section.querySelector("form");
  if (!form) return;
  const token = form.elements.namedItem(tokenField);
  const submit = form.querySelector<HTMLButtonElement>('button[type="submit"]');
  const offline = section.querySelector<HTMLElement>("[data-offline]");
  const renewToken = () => token instanceof HTMLInputElement && (token.value = newToken());
  const challengeField = form.elements.namedItem(botFields.challenge);
  const work = challengeField instanceof HTMLInputElement ? proofOfWork(form, challengeField) : null;
  renewToken();
  const checked = new Set<string>();

  /** Checks the form; shows the messages of the fields checked so far. Returns the first invalid field. */
  const check = (): Field | undefined => {
    const submission = parseWithZod(new FormData(form), { schema: island.schema });
    const errors = submission.status === "error" ? (submission.error ?? {}) : {};
    let first: Field | undefined;
    for (const field of fieldsOf(form)) {
      if (!checked.has(field.name)) continue;
      const messages = errors[field.name] ?? [];
      showErrors(field, messages);
      if (messages.length && !first) first = field;
    }
    return first;
  };

  form.addEventListener("focusout", (event) => {
    const field = event.target as Field;
    if (!field.name || field.name === botFields.honeypot) return;
    checked.add(field.name);
    check();
  });
  form.addEventListener("input", (event) => {
    renewToken();
    if (checked.has((event.target as Field).name)) check();
  });
  // A file input changes without "input" in some browsers.
  form.addEventListener("change", (event) => {
    const field = event.target as Field;
    if (field.type === "file") {
      renewToken();
      checked.add(field.name);
      check();
    }
  });

  form.addEventListener("submit", (event) => {
    event.preventDefault();
    for (const field of fieldsOf(form)) checked.add(field.name);
    const invalid = check();
    if (invalid) return invalid.focus();
    if (offline) offline.hidden = true;
    void send(section, form, submit, offline, island, work?.ready());
  });
  wireNotice(section);
  island.wire?.(section);
}

async function send(
  section: HTMLElement,
  form: HTMLFormElement,
  submit: HTMLButtonElement | null,
  offline: HTMLElement | null,
  island: FormIsland,
  solved?: Promise<void>,
): Promise<void> {
  const label = submit?.textContent ?? "";
  if (submit) {
    submit.disabled = true;
    submit.textContent = submit.dataset.sending ?? label;
  }
  await solved;
  const data = new FormData(form);
  let answer: Document | null = null;
  try {
    if (!navigator.onLine) throw new TypeError("offline");
    const response = await fetch(form.action, {
      method: "POST",
      body: form.enctype === "multipart/form-data" ? data : new URLSearchParams(data as unknown as string[][]),
    });
    answer = new DOMParser().parseFromString(await response.text(), "text/html");
  } catch {
    // The post never reached the server: nothing was sent, and everything typed stays.
  }
  const replacement = answer?.getElementById(island.sectionId);
  if (!replacement) {
    if (submit) {
      submit.disabled = false;
      submit.textContent = label;
    }
    if (offline) offline.hidden = false;
    return;
  }
  const hadFocus = section.contains(document.activeElement);
  section.replaceWith(replacement);
  wire(replacement, island);
  // Focus stays in the form: on the first field the server refused, else where it was.
  if (hadFocus)
    (
      replacement.querySelector<HTMLElement>('[aria-invalid="true"]') ??
      replacement.querySelector<HTMLElement>('button[type="submit"]')
    )?.focus();
}

/** Enhances the form of `island.sectionId`, when the page has it. */
export function enhanceForm(island: FormIsland): void {
  const section = document.getElementById(island.sectionId);
  if (section) wire(section, island);
}
