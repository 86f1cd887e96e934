// Cambodia's 25 provinces (the capital, Phnom Penh, counted among them), as a panel's province
// (issue 41): the code is what is stored, the names are what people read, and the seat's
// position lets the seed (and migration 0025, with its own frozen copy) place a panel.
import type { Bilingual } from "../model/fields.ts";

interface Province {
  name: Bilingual;
  /** The provincial seat, for the nearest-seat guess. */
  seat: [lat: number, lng: number];
}

export const provinces = {
  "phnom-penh": { name: { en: "Phnom Penh", km: "ភ្នំពេញ" }, seat: [11.5564, 104.9282] },
  "banteay-meanchey": { name: { en: "Banteay Meanchey", km: "បន្ទាយមានជ័យ" }, seat: [13.585, 102.973] },
  battambang: { name: { en: "Battambang", km: "បាត់ដំបង" }, seat: [13.0957, 103.2022] },
  "kampong-cham": { name: { en: "Kampong Cham", km: "កំពង់ចាម" }, seat: [11.9934, 105.4635] },
  "kampong-chhnang": { name: { en: "Kampong Chhnang", km: "កំពង់ឆ្នាំង" }, seat: [12.25, 104.6667] },
  "kampong-speu": { name: { en: "Kampong Speu", km: "កំពង់ស្ពឺ" }, seat: [11.4533, 104.5206] },
  "kampong-thom": { name: { en: "Kampong Thom", km: "កំពង់ធំ" }, seat: [12.7111, 104.8887] },
  kampot: { name: { en: "Kampot", km: "កំពត" }, seat: [10.6104, 104.1815] },
  kandal: { name: { en: "Kandal", km: "កណ្ដាល" }, seat: [11.4833, 104.95] },
  kep: { name: { en: "Kep", km: "កែប" }, seat: [10.4829, 104.3167] },
  "koh-kong": { name: { en: "Koh Kong", km: "កោះកុង" }, seat: [11.6175, 102.9849] },
  kratie: { name: { en: "Kratie", km: "ក្រចេះ" }, seat: [12.4881, 106.0188] },
  mondulkiri: { name: { en: "Mondulkiri", km: "មណ្ឌលគិរី" }, seat: [12.4558, 107.1881] },
  "oddar-meanchey": { name: { en: "Oddar Meanchey", km: "ឧត្ដរមានជ័យ" }, seat: [14.1818, 103.5176] },
  pailin: { name: { en: "Pailin", km: "ប៉ៃលិន" }, seat: [12.8489, 102.6093] },
  "preah-sihanouk": { name: { en: "Preah Sihanouk", km: "ព្រះសីហនុ" }, seat: [10.6253, 103.5234] },
  "preah-vihear": { name: { en: "Preah Vihear", km: "ព្រះវិហារ" }, seat: [13.8167, 104.9667] },
  "prey-veng": { name: { en: "Prey Veng", km: "ព្រៃវែង" }, seat: [11.4868, 105.3253] },
  pursat: { name: { en: "Pursat", km: "ពោធិ៍សាត់" }, seat: [12.5388, 103.9192] },
  ratanakiri: { name: { en: "Ratanakiri", km: "រតនគិរី" }, seat: [13.7394, 106.9873] },
  "siem-reap": { name: { en: "Siem Reap", km: "សៀមរាប" }, seat: [13.3671, 103.8448] },
  "stung-treng": { name: { en: "Stung Treng", km: "ស្ទឹងត្រែង" }, seat: [13.5259, 105.9683] },
  "svay-rieng": { name: { en: "Svay Rieng", km: "ស្វាយរៀង" }, seat: [11.0878, 105.7993] },
  takeo: { name: { en: "Takeo", km: "តាកែវ" }, seat: [10.9908, 104.785] },
  "tbong-khmum": { name: { en: "Tbong Khmum", km: "ត្បូងឃ្មុំ" }, seat: [11.9117, 105.6536] },
} as const satisfies Record<string, Province>;

export type ProvinceCode = keyof typeof provinces;
export const provinceCodes = Object.keys(provinces) as [ProvinceCode, ...ProvinceCode[]];

export const isProvince = (code: unknown): code is ProvinceCode =>
  typeof code === "string" && Object.hasOwn(provinces, code);

/** The province whose seat is nearest: a first guess for a panel placed on the map. */
export function nearestProvince(lat: number, lng: number): ProvinceCode {
  const squared = (code: ProvinceCode) => {
    const [seatLat, seatLng] = provinces[code].seat;
    return (seatLat - lat) ** 2 + ((seatLng - lng) * Math.cos((lat * Math.PI) / 180)) ** 2;
  };
  return provinceCodes.reduce((best, code) => (squared(code) < squared(best) ? code : best));
}
