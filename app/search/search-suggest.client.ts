// Suggestions as the visitor types in a search field (issue 41): the ARIA combobox pattern over
// the plain GET form, which keeps working as it is (Enter searches). Loaded by the page's island
// when a search field first takes focus. After 2 characters, the first results of the query
// are offered; Down and Up move among them, Enter opens the one chosen, Escape closes the list.
import { fill } from "../i18n/fill.ts";
import { localNumber } from "../i18n/digits.ts";
import { parseLang } from "../i18n/lang.ts";

interface Suggestion {
  title: string;
  trail: string;
  href: string;
}

let lists = 0;

export function attach(input: HTMLInputElement): void {
  const form = input.form;
  if (!form || input.getAttribute("role") === "combobox") return;
  const id = `search-suggestions-${++lists}`;
  const list = document.createElement("ul");
  list.id = id;
  list.className = "site-search__list";
  list.setAttribute("role", "listbox");
  list.setAttribute("aria-label", form.dataset.suggestions ?? "");
  list.hidden = true;
  const status = document.createElement("p");
  status.className = "visually-hidden";
  status.setAttribute("role", "status");
  form.append(list, status);
  input.setAttribute("role", "combobox");
  input.setAttribute("aria-autocomplete", "list");
  input.setAttribute("aria-controls", id);
  input.setAttribute("aria-expanded", "false");

  let items: Suggestion[] = [];
  let active = -1;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let asked = 0;

  const show = (index: number) => {
    active = index;
    for (const [at, option] of [...list.children].entries()) option.setAttribute("aria-selected", String(at === index));
    if (index < 0) input.removeAttribute("aria-activedescendant");
    else {
      input.setAttribute("aria-activedescendant", `${id}-${index}`);
      list.children[index]?.scrollIntoView({ block: "nearest" });
    }
  };
  const close = () => {
    list.hidden = true;
    input.setAttribute("aria-expanded", "false");
    show(-1);
  };
  const render = () => {
    list.replaceChildren(
      ...items.map((item, index) => {
        const option = document.createElement("li");
        option.id = `${id}-${index}`;
        option.setAttribute("role", "option");
        option.setAttribute("aria-selected", "false");
        const title = option.appendChild(document.createElement("span"));
        title.className = "site-search__option-title";
        title.textContent = item.title;
        if (item.trail) {
          const trail = option.appendChild(document.createElement("span"));
          trail.className = "site-search__option-trail";
          trail.textContent = item.trail;
        }
        // The pointer's press would blur the field before the click lands.
        option.addEventListener("mousedown", (event) => event.preventDefault());
        option.addEventListener("click", () => location.assign(item.href));
        return option;
      }),
    );
    list.hidden = items.length === 0;
    input.setAttribute("aria-expanded", String(items.length > 0));
    status.textContent = items.length
      ? fill(form.dataset.count ?? "{count}", {
          count: localNumber(items.length, parseLang(document.documentElement.lang)),
        })
      : "";
    show(-1);
  };
  const ask = async () => {
    const query = input.value.trim();
    const number = ++asked;
    if ([...query].length < 2) {
      items = [];
      return render();
    }
    const params = new URLSearchParams({ q: query });
    if (document.documentElement.lang === "km") params.set("l", "km");
    try {
      const response = await fetch(`/search/suggest?${params}`);
      const answer = (await response.json()) as { items: Suggestion[] };
      // A slower answer to an earlier keystroke never replaces a later one's.
      if (number !== asked) return;
      items = answer.items;
    } catch {
      items = [];
    }
    render();
  };

  input.addEventListener("input", () => {
    clearTimeout(timer);
    timer = setTimeout(() => void ask(), 150);
  });
  input.addEventListener("keydown", (event) => {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      if (list.hidden) {
        if (items.length) render();
        return;
      }
      event.preventDefault();
      // The field itself is the place before the first option and after the last.
      const places = items.length + 1;
      show(((active + 1 + (event.key === "ArrowDown" ? 1 : -1) + places) % places) - 1);
    } else if (event.key === "Enter" && active >= 0 && !list.hidden) {
      event.preventDefault();
      location.assign(items[active]!.href);
    } else if (event.key === "Escape" && !list.hidden) {
      // Only the list closes: not the phone menu around it.
      event.preventDefault();
      event.stopPropagation();
      close();
    }
  });
  input.addEventListener("blur", close);
  void ask();
}
