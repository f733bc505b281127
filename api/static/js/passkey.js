// WebAuthn in the browser: the server's options (JSON, base64url) to the ArrayBuffers
// navigator.credentials wants, and the credential back to JSON. No library: the browser does the
// cryptography; the server checks everything with the `webauthn` library.

const b64 = (s) => Uint8Array.from(atob(s.replace(/-/g, "+").replace(/_/g, "/") + "===".slice((s.length + 3) % 4)), (c) => c.charCodeAt(0)).buffer;
const unb64 = (buf) => btoa(String.fromCharCode(...new Uint8Array(buf))).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");

/** navigator.credentials.create() with the server's creation options; the credential as JSON. */
export async function createPasskey(publicKey) {
  const options = { ...publicKey, challenge: b64(publicKey.challenge),
    user: { ...publicKey.user, id: b64(publicKey.user.id) },
    excludeCredentials: (publicKey.excludeCredentials || []).map((c) => ({ ...c, id: b64(c.id) })) };
  const cred = await navigator.credentials.create({ publicKey: options });
  return { id: cred.id, rawId: unb64(cred.rawId), type: cred.type, authenticatorAttachment: cred.authenticatorAttachment,
    response: { clientDataJSON: unb64(cred.response.clientDataJSON), attestationObject: unb64(cred.response.attestationObject),
      transports: cred.response.getTransports ? cred.response.getTransports() : [] },
    clientExtensionResults: cred.getClientExtensionResults() };
}

/** navigator.credentials.get() with the server's request options; the assertion as JSON. */
export async function usePasskey(publicKey) {
  const options = { ...publicKey, challenge: b64(publicKey.challenge),
    allowCredentials: (publicKey.allowCredentials || []).map((c) => ({ ...c, id: b64(c.id) })) };
  const cred = await navigator.credentials.get({ publicKey: options });
  return { id: cred.id, rawId: unb64(cred.rawId), type: cred.type, authenticatorAttachment: cred.authenticatorAttachment,
    response: { clientDataJSON: unb64(cred.response.clientDataJSON), authenticatorData: unb64(cred.response.authenticatorData),
      signature: unb64(cred.response.signature), userHandle: cred.response.userHandle ? unb64(cred.response.userHandle) : null },
    clientExtensionResults: cred.getClientExtensionResults() };
}

export const base64url = { decode: b64, encode: unb64 };
