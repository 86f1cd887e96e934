// What the forms of a record's actions column share (app/admin/register/RecordActions.tsx and
// ReplyAction.tsx): the action's answer, the Conform form of each intent checked with its schema
// of forms.ts, and the titled card each form sits in with its refusal above it.
import {
  getFormProps,
  useForm,
  type DefaultValue,
  type FormMetadata,
  type Submission,
  type SubmissionResult,
} from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form } from "react-router";
import { useLang } from "../../../i18n/define.ts";
import { registerForms, type RegisterIntent } from "./forms.ts";
import type { RegisterScreenKind, RegisterStatus } from "../kinds.ts";
import { Notice } from "../../kit/Notice.tsx";

type RegisterDone =
  | { intent: "status"; status: RegisterStatus }
  /** A reply, and the status it moved the record to with it (null: none). */
  | { intent: "reply"; status: RegisterStatus | null }
  | { intent: "owner" | "note" | "category" | "merge" | "split" };

export interface RegisterActionData {
  intent: RegisterIntent | null;
  result: SubmissionResult<string[]> | undefined;
  done: RegisterDone | null;
}

/** The fields of each form, as the browser sends them. */
interface FormFields {
  owner: { intent: string; take: string; expectedOwner: string };
  status: {
    intent: string;
    to: string;
    outcomeNote: string;
    finalAnswer: string;
    answer: string;
    template: string;
    noEmailReason: string;
  };
  note: { intent: string; text: string };
  reply: { intent: string; text: string; template: string; then: string; outcomeNote: string };
  category: { intent: string; categoryId: string };
  merge: { intent: string; source: string };
  split: { intent: string; source: string };
}

export function useActionForm<Intent extends RegisterIntent>(
  intent: Intent,
  screen: RegisterScreenKind,
  actionData: RegisterActionData | undefined,
  defaultValue?: DefaultValue<FormFields[Intent]>,
) {
  const lang = useLang();
  const schema = registerForms(lang)[screen.kind][intent];
  return useForm<FormFields[Intent]>({
    id: `register-${intent}`,
    lastResult: actionData?.intent === intent ? actionData.result : undefined,
    defaultValue,
    // The value is the action's business; the browser's check only shows the errors.
    onValidate: ({ formData }) => parseWithZod(formData, { schema }) as Submission<FormFields[Intent]>,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
}

/** A titled card of the actions column. */
export function Card({ name, title, children }: { name: string; title: string; children: React.ReactNode }) {
  return (
    <section className="admin-card admin-action" aria-labelledby={`register-${name}-title`}>
      <h2 id={`register-${name}-title`}>{title}</h2>
      {children}
    </section>
  );
}

/** One action's form in its card, with the form's refusal above it. */
export function ActionCard<Shape extends Record<string, unknown>>({
  intent,
  title,
  form,
  children,
  after,
}: {
  intent: RegisterIntent;
  title: string;
  form: FormMetadata<Shape, string[]>;
  children: React.ReactNode;
  /** What the card holds after its form (another form). */
  after?: React.ReactNode;
}) {
  return (
    <Card name={intent} title={title}>
      {form.errors && (
        <Notice tone="error" id={form.errorId}>
          {form.errors.join(" ")}
        </Notice>
      )}
      <Form method="post" {...getFormProps(form)} className="admin-form">
        <input type="hidden" name="intent" value={intent} />
        {children}
      </Form>
      {after}
    </Card>
  );
}
