// The routed application inside the providers. (Being built: route table, layouts, error screen.)
export function App() {
  return <main>App shell under construction</main>;
}
