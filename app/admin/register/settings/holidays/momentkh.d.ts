// The two parts of @thyrith/momentkh (the Khmer lunar calendar, Chhankitek) this project uses.
declare module "@thyrith/momentkh" {
  import type moment from "moment";
  export default function momentkh(base: typeof moment): typeof moment;
  module "moment" {
    interface Moment {
      /** The lunar day: 0–14 are 1–15 waxing (កើត), 15–29 are 1–15 waning (រោច). */
      khDay(): number;
      /** The lunar month: 0 Mikasar … 5 Pisakh … 9 Phatrabot, 10 Assoch, 11 Kadeuk, 12–13 the two Asadh of a leap year. */
      khMonth(): number;
    }
    function getKhNewYearMoment(gregorianYear: number): Moment;
  }
}

declare module "@thyrith/momentkh/getSoriyatraLerngSak.js" {
  /** The Khmer New Year's reckoning for a year of the Chula Sakarat era. */
  export default function getSoriyatraLerngSak(jsYear: number): { newYearsDaySotins: { angsar: number }[] };
}
