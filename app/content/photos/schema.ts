// The photo gallery (/photo: a banner and photos, newest first; English only; tables photos,
// photo_details), and the fields of a photo the CSR page's grid shares.
//
// A photo's width and height (in pixels, as the image file has them) reserve its place on the
// page. Choosing the photo from the media library fills them in; they can be typed too, and are
// not read from the file on save, because a path may name a file the build ships.
import { z } from "../../validation/zod.ts";
import { dateTime, describe, image, published, text, wholeNumber } from "../model/fields.ts";

export const pictureFields = () => ({
  title: text({ label: { en: "Caption", km: "ចំណងជើងរូបភាព" } }),
  src: image({ label: { en: "Photo", km: "រូបថត" }, fromImage: { width: "width", height: "height" } }),
  width: wholeNumber({ label: { en: "Width (pixels)", km: "ទទឹង (ភីកសែល)" } }),
  height: wholeNumber({ label: { en: "Height (pixels)", km: "កម្ពស់ (ភីកសែល)" } }),
});

const galleryPhotoSchema = z.object({
  ...pictureFields(),
  created_at: dateTime({
    label: { en: "Taken on", km: "ថតនៅថ្ងៃ" },
    hint: { en: "The gallery lists the newest first.", km: "វិចិត្រសាលបង្ហាញរូបថ្មីបំផុតមុនគេ។" },
  }),
  published: published(),
});

export const photosSchema = z.object({
  image1: image({ label: { en: "Banner", km: "រូបបដា" } }),
  photo_details: describe(z.array(galleryPhotoSchema), {
    label: { en: "Photos", km: "រូបថត" },
    itemLabel: { en: "Photo", km: "រូបថត" },
    hint: { en: "Shown newest first, whatever their order here.", km: "បង្ហាញរូបថ្មីបំផុតមុនគេ ទោះលំដាប់នៅទីនេះយ៉ាងណាក៏ដោយ។" },
  }),
});
