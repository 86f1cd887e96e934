// Cambodia's public holidays of a year, as the Royal Government's yearly sub-decree sets them
// since 2024 (docs/decisions/0038-holidays-and-pdf-pages.md): fixed days of the Gregorian calendar,
// and the days of the Khmer lunar calendar, reckoned by @thyrith/momentkh (Chhankitek). An admin
// sees the list and loads it into the register's holidays, where each day stays editable.
import moment from "moment";
import momentkh from "@thyrith/momentkh";
import getSoriyatraLerngSak from "@thyrith/momentkh/getSoriyatraLerngSak.js";
import type { PublicHoliday } from "../../../../register/deadlines.server.ts";

const khmer = momentkh(moment);

type Name = Omit<PublicHoliday, "day">;

const fixedDays: [monthDay: string, name: Name][] = [
  ["01-01", { nameEn: "International New Year Day", nameKm: "ទិវាចូលឆ្នាំសកល" }],
  ["01-07", { nameEn: "Victory over Genocide Day", nameKm: "ទិវាជ័យជម្នះលើរបបប្រល័យពូជសាសន៍" }],
  ["03-08", { nameEn: "International Women's Day", nameKm: "ទិវានារីអន្តរជាតិ" }],
  ["05-01", { nameEn: "International Labour Day", nameKm: "ទិវាពលកម្មអន្តរជាតិ" }],
  [
    "05-14",
    {
      nameEn: "Birthday of King Norodom Sihamoni",
      nameKm: "ព្រះរាជពិធីបុណ្យចម្រើនព្រះជន្ម ព្រះករុណា ព្រះបាទ នរោត្តម សីហមុនី",
    },
  ],
  [
    "06-18",
    {
      nameEn: "Birthday of Queen Mother Norodom Monineath Sihanouk",
      nameKm: "ព្រះរាជពិធីបុណ្យចម្រើនព្រះជន្ម សម្តេចព្រះមហាក្សត្រី នរោត្តម មុនិនាថ សីហនុ",
    },
  ],
  ["09-24", { nameEn: "Constitution Day", nameKm: "ទិវាប្រកាសរដ្ឋធម្មនុញ្ញ" }],
  [
    "10-15",
    {
      nameEn: "Commemoration Day of King Father Norodom Sihanouk",
      nameKm: "ទិវាប្រារព្ធពិធីគោរពព្រះវិញ្ញាណក្ខន្ធ ព្រះបាទ នរោត្តម សីហនុ",
    },
  ],
  [
    "10-29",
    {
      nameEn: "Coronation Day of King Norodom Sihamoni",
      nameKm: "ព្រះរាជពិធីគ្រងព្រះបរមរាជសម្បត្តិ ព្រះករុណា ព្រះបាទ នរោត្តម សីហមុនី",
    },
  ],
  ["11-09", { nameEn: "Independence Day", nameKm: "ពិធីបុណ្យឯករាជ្យជាតិ" }],
  ["12-29", { nameEn: "Peace Day in Cambodia", nameKm: "ទិវាសន្តិភាពនៅកម្ពុជា" }],
];

const khmerNewYear: Name = { nameEn: "Khmer New Year", nameKm: "ពិធីបុណ្យចូលឆ្នាំថ្មីប្រពៃណីជាតិ" };
const visakBochea: Name = { nameEn: "Visak Bochea Day", nameKm: "ពិធីបុណ្យវិសាខបូជា" };
const royalPloughing: Name = { nameEn: "Royal Ploughing Ceremony", nameKm: "ព្រះរាជពិធីច្រត់ព្រះនង្គ័ល" };
const pchumBen: Name = { nameEn: "Pchum Ben", nameKm: "ពិធីបុណ្យភ្ជុំបិណ្ឌ" };
const waterFestival: Name = {
  nameEn: "Water Festival",
  nameKm: "ព្រះរាជពិធីបុណ្យអុំទូក បណ្តែតប្រទីប និងសំពះព្រះខែ អកអំបុក",
};

// The lunar months and days of momentkh: a day 0–14 is the 1st–15th waxing, 15–29 the 1st–15th waning.
const month = { pisakh: 5, phatrabot: 9, assoch: 10, kadeuk: 11 };
const waxing = (n: number) => n - 1;
const waning = (n: number) => n + 14;

/** The lunar holidays of one day of the year, by its place in the Khmer calendar. */
function lunarHoliday(day: moment.Moment): Name | undefined {
  const khMonth = day.khMonth();
  const khDay = day.khDay();
  const monthIn = (days: number) => day.clone().add(days, "day").khMonth();
  if (khMonth === month.pisakh && khDay === waxing(15)) return visakBochea;
  if (khMonth === month.pisakh && khDay === waning(4)) return royalPloughing;
  // Pchum Ben: the last two days of Phatrabot (a month of 29 or 30 days) and the 1st waxing of Assoch.
  if (khMonth === month.phatrabot && (monthIn(1) === month.assoch || monthIn(2) === month.assoch)) return pchumBen;
  if (khMonth === month.assoch && khDay === waxing(1)) return pchumBen;
  // The Water Festival: the 14th and 15th waxing of Kadeuk and the 1st waning.
  if (khMonth === month.kadeuk && [waxing(14), waxing(15), waning(1)].includes(khDay)) return waterFestival;
  return undefined;
}

/** Khmer New Year: from the day the new angel descends to the day the era changes, three or four days. */
function khmerNewYearDays(year: number): string[] {
  const start = khmer.getKhNewYearMoment(year).startOf("day");
  const count = getSoriyatraLerngSak(year + 544 - 1182).newYearsDaySotins[0]!.angsar === 0 ? 4 : 3;
  return Array.from({ length: count }, (_, index) => start.clone().add(index, "day").format("YYYY-MM-DD"));
}

const byYear = new Map<number, PublicHoliday[]>();

/** The years whose holidays the Settings page offers on `today` (Phnom Penh's year): this one and the next. */
export function offeredYears(today: string): number[] {
  const year = Number(today.slice(0, 4));
  return [year, year + 1];
}

/** Cambodia's public holidays of `year`, in date order. */
export function cambodianHolidays(year: number): PublicHoliday[] {
  const known = byYear.get(year);
  if (known) return known;
  const days = new Map<string, Name>();
  // Two holidays on one day (Labour Day and Visak Bochea in 2026) share it, named together.
  const add = (day: string, name: Name) => {
    const other = days.get(day);
    days.set(
      day,
      other ? { nameEn: `${other.nameEn} and ${name.nameEn}`, nameKm: `${other.nameKm} និង ${name.nameKm}` } : name,
    );
  };
  for (const [monthDay, name] of fixedDays) add(`${year}-${monthDay}`, name);
  for (const day of khmerNewYearDays(year)) add(day, khmerNewYear);
  for (let day = khmer(`${year}-01-01`); day.year() === year; day.add(1, "day")) {
    const name = lunarHoliday(day);
    if (name) add(day.format("YYYY-MM-DD"), name);
  }
  const holidays = [...days].map(([day, name]) => ({ day, ...name })).sort((a, b) => a.day.localeCompare(b.day));
  byYear.set(year, holidays);
  return holidays;
}
