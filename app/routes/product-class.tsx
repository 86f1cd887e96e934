// Placeholder: this page is being built.
export default function Page() {
  return <h1>product-class</h1>;
}
