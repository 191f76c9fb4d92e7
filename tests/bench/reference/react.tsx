import { createRoot } from 'react-dom/client'

/** The login form of html.html drawn by React alone. */
createRoot(document.getElementById('root') as HTMLElement).render(
  <main>
    <h1>Celeiro</h1>
    <form>
      <label>
        E-mail <input type="email" autoComplete="username" />
      </label>
      <label>
        Senha <input type="password" autoComplete="current-password" />
      </label>
      <button type="submit">Entrar</button>
    </form>
  </main>,
)
