// The complaint categories on the Settings page (role admin): each renamed in its row's form,
// retired or brought back, deleted while no complaint has it; and a form to add one. The
// actions are settings.tsx's (intents category, categoryRetire, categoryDelete).
import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form, useNavigation } from "react-router";
import { useLang, useStrings } from "../../../../i18n/define.ts";
import { fill } from "../../../../i18n/fill.ts";
import { Field } from "../../../kit/Field.tsx";
import { Notice } from "../../../kit/Notice.tsx";
import { categoryFormSchema } from "../../operations-forms.ts";
import { adminOperationsStrings } from "../../operations-strings.ts";
import type { CategoryInUse } from "../../../../register/categories/categories.server.ts";

export type CategoryRefusal = { form: string; result: SubmissionResult<string[]> };

/** One category's names, or a new one's. */
function CategoryForm({
  category,
  lastResult,
  label,
}: {
  category: CategoryInUse | null;
  lastResult: SubmissionResult<string[]> | undefined;
  label: string;
}) {
  const t = useStrings(adminOperationsStrings);
  const lang = useLang();
  const submitting = useNavigation().state === "submitting";
  const [form, fields] = useForm({
    id: `category-${category?.id ?? "new"}`,
    lastResult,
    defaultValue: category ? { nameEn: category.en, nameKm: category.km } : undefined,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: categoryFormSchema(lang) }),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
  return (
    <Form method="post" {...getFormProps(form)} className="admin-form admin-form--row" aria-label={label}>
      {form.errors && (
        <Notice tone="error" id={form.errorId}>
          {form.errors.join(" ")}
        </Notice>
      )}
      <input type="hidden" name="intent" value="category" />
      {category && <input type="hidden" name="id" value={category.id} />}
      <Field field={fields.nameEn} label={t.categoryNameEn} type="text" maxLength={100} />
      <Field field={fields.nameKm} label={t.categoryNameKm} type="text" maxLength={100} />
      <button type="submit" className="admin-button admin-button--primary" disabled={submitting}>
        {category ? t.saveCategory : t.addCategory}
      </button>
    </Form>
  );
}

/** Retire or bring back, and delete while unused: one small form each. */
function CategoryButtons({ category }: { category: CategoryInUse }) {
  const t = useStrings(adminOperationsStrings);
  const lang = useLang();
  const busy = useNavigation().state !== "idle";
  const name = category[lang];
  return (
    <div className="admin-action__buttons">
      <Form method="post">
        <input type="hidden" name="intent" value="categoryRetire" />
        <input type="hidden" name="id" value={category.id} />
        <input type="hidden" name="retired" value={category.retired ? "false" : "true"} />
        <button
          type="submit"
          className="admin-button"
          disabled={busy}
          aria-label={fill(category.retired ? t.restoreLabel : t.retireLabel, { name })}
        >
          {category.retired ? t.restore : t.retire}
        </button>
      </Form>
      {category.inUse === 0 && (
        <Form method="post">
          <input type="hidden" name="intent" value="categoryDelete" />
          <input type="hidden" name="id" value={category.id} />
          <button
            type="submit"
            className="admin-button admin-button--danger"
            disabled={busy}
            aria-label={fill(t.deleteCategoryLabel, { name })}
          >
            {t.deleteCategory}
          </button>
        </Form>
      )}
    </div>
  );
}

export function CategorySettings({
  categories,
  refusal,
  problem,
}: {
  categories: CategoryInUse[];
  refusal: CategoryRefusal | null;
  /** A refused retire or delete, in words. */
  problem: string | null;
}) {
  const t = useStrings(adminOperationsStrings);
  const lang = useLang();
  return (
    <section aria-labelledby="categories-title">
      <h2 id="categories-title">{t.categoriesHeading}</h2>
      <p className="admin-lead">{t.categoriesLead}</p>
      {problem && <Notice tone="error">{problem}</Notice>}
      <ul className="admin-categories">
        {categories.map((category) => {
          const name = category[lang];
          return (
            <li key={category.id} className="admin-card">
              <p>
                <strong>{name}</strong> {category.retired && <span className="admin-muted">{t.categoryRetired}</span>}{" "}
                <span className="admin-muted">
                  · {t.categoryInUse}: {category.inUse}
                </span>
              </p>
              <CategoryForm
                category={category}
                lastResult={refusal?.form === category.id ? refusal.result : undefined}
                label={fill(t.renameCategory, { name })}
              />
              <CategoryButtons category={category} />
            </li>
          );
        })}
      </ul>
      <div className="admin-card">
        <h3 id="add-category-title">{t.addCategory}</h3>
        <CategoryForm
          category={null}
          lastResult={refusal?.form === "new" ? refusal.result : undefined}
          label={t.addCategory}
        />
      </div>
    </section>
  );
}
