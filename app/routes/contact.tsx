// Placeholder: this page is being built.
export default function Page() {
  return <h1>contact</h1>;
}
