// Any other address under /admin: for signed-in staff only (the layout's check runs first), a 404.
import { data } from "react-router";

export function loader() {
  throw data("Not found", { status: 404 });
}

export default function AdminNotFound() {
  return null;
}
