/**
 * Passkeys in the browser: on the sign-in page, "Sign in with a passkey"; on the account page,
 * "Add a passkey". Each asks the server for the WebAuthn options, lets the browser (and the
 * authenticator) answer, and sends the answer back. Both buttons stay hidden where WebAuthn
 * or JavaScript is missing; the password keeps working there.
 */
import { browserSupportsWebAuthn, startAuthentication, startRegistration } from '@simplewebauthn/browser';

async function post(
  url: string,
  body?: unknown,
): Promise<{ ok: boolean; status: number; data: Record<string, unknown> }> {
  const answer = await fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return {
    ok: answer.ok,
    status: answer.status,
    data: (await answer.json().catch(() => ({}))) as Record<string, unknown>,
  };
}

function say(element: HTMLElement | null, message: string | undefined) {
  if (element && message) element.textContent = message;
}

const signIn = document.getElementById('passkey-sign-in');
const add = document.getElementById('passkey-add');

if (browserSupportsWebAuthn()) {
  if (signIn instanceof HTMLElement) {
    signIn.hidden = false;
    const status = document.getElementById('passkey-status');
    signIn.querySelector('button')?.addEventListener('click', async () => {
      try {
        const options = await post('/staff/sign-in/passkey?step=options');
        if (!options.ok) throw new Error('options');
        const response = await startAuthentication({ optionsJSON: options.data as never });
        const next = new URLSearchParams(location.search).get('next');
        const verified = await post(`/staff/sign-in/passkey${next ? `?next=${encodeURIComponent(next)}` : ''}`, {
          response,
        });
        if (verified.ok && typeof verified.data.next === 'string') return location.assign(verified.data.next);
        say(status, verified.status === 429 ? signIn.dataset.limited : signIn.dataset.failed);
      } catch {
        say(status, signIn.dataset.failed);
      }
    });
  }
  if (add instanceof HTMLFormElement) {
    add.hidden = false;
    const status = document.getElementById('passkey-add-status');
    add.addEventListener('submit', async (event) => {
      event.preventDefault();
      try {
        const options = await post('/staff/account/passkeys?step=options');
        if (!options.ok) throw new Error('options');
        const response = await startRegistration({ optionsJSON: options.data as never });
        const name = new FormData(add).get('name');
        const verified = await post('/staff/account/passkeys', { response, name });
        if (verified.ok) return location.assign('/staff/account?passkey-added');
        say(status, add.dataset.failed);
      } catch {
        say(status, add.dataset.failed);
      }
    });
  }
}
