const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The development sign-in page: a plain form, no script (the CSP allows none inline), marked
 * so nobody mistakes it for the real thing.
 */
export function devSignInPage(options: { action: string; email?: string; error?: string }) {
  const error =
    options.error === undefined
      ? ''
      : `<p class="error" role="alert" id="email-error">${escapeHtml(options.error)}</p>`;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="no-referrer">
<title>Development sign-in · Reelsmith</title>
<style>
  :root { color-scheme: dark; font-family: system-ui, -apple-system, 'Segoe UI', sans-serif; }
  body { margin: 0; min-height: 100vh; display: grid; place-items: center; background: #0b0b10; color: #f4f4f7; }
  main { width: min(420px, calc(100% - 2rem)); background: #15151d; border: 1px solid #2c2c3b; border-radius: 16px; padding: 2rem; }
  .mark { display: inline-block; border: 1px dashed #ffb020; color: #ffb020; border-radius: 999px; padding: 0.15rem 0.7rem; font-size: 0.8rem; font-weight: 700; }
  h1 { font-size: 1.5rem; margin: 0.75rem 0 0.5rem; }
  p { color: #a3a3b5; line-height: 1.5; }
  label { display: block; font-weight: 600; margin: 1.25rem 0 0.4rem; }
  input { box-sizing: border-box; width: 100%; font: inherit; color: inherit; background: #1e1e29; border: 1px solid #2c2c3b; border-radius: 10px; padding: 0.7rem 0.9rem; min-height: 44px; }
  input:focus { outline: 2px solid #7c5cff; outline-offset: 1px; }
  button { margin-top: 1rem; width: 100%; min-height: 44px; font: inherit; font-weight: 700; color: #fff; border: 0; border-radius: 999px; cursor: pointer; background: linear-gradient(135deg, #7c5cff, #ff4d8d); }
  .error { color: #ffb3b5; margin: 0.5rem 0 0; }
  a { color: #f4f4f7; }
</style>
</head>
<body>
<main>
  <span class="mark">Development only</span>
  <h1>Development sign-in</h1>
  <p>Google sign-in is not configured on this server, so any email signs you in. Set
  <code>GOOGLE_CLIENT_ID</code> to use Google.</p>
  <form method="post" action="${escapeHtml(options.action)}">
    <label for="email">Email</label>
    <input id="email" name="email" type="email" required autocomplete="email" autofocus
      maxlength="254" value="${escapeHtml(options.email ?? '')}"${
        options.error === undefined ? '' : ' aria-invalid="true" aria-describedby="email-error"'
      }>
    ${error}
    <button type="submit">Sign in</button>
  </form>
  <p><a href="/login">Back to the login page</a></p>
</main>
</body>
</html>`;
}
