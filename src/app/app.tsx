export function App() {
  return (
    <main>
      <h1>Iniciar sesión</h1>
    </main>
  );
}
