// Images' focal points (issue 45; docs/decisions/0056-image-focal-point.md): the CSS
// object-position of each media library image that has one, by its path, given by the root's
// loader. A crop made by object-fit: cover then keeps the point in view. Public pages are not
// hydrated (decision 0030): the position is written by the server into the page.
import { createContext, useContext } from "react";

export const ImageFocusContext = createContext<Readonly<Record<string, string>>>({});

/** The object-position of the image at `src`, or undefined for the middle. */
export const useImageFocus = (src: string): string | undefined => useContext(ImageFocusContext)[src];
