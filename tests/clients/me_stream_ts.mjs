// @ts-check
// The TypeScript client's meStream() for tests/clients/test_typescript_me_stream.py: follows the
// account stream of ARBITER_TOKEN at ARBITER_URL and prints each item as a JSON line. The first
// connection is cut after CUT_AFTER bytes (a dropped connection), so the client must resume.
import { Arbiter } from "../../clients/typescript/arbiter.js";

const cutAfter = Number(process.env.CUT_AFTER ?? "0");
let streams = 0;

/** The real fetch; the first account stream's body breaks off after `cutAfter` bytes. */
async function cuttingFetch(/** @type {any} */ url, /** @type {any} */ init) {
  const resp = await fetch(url, init);
  if (!String(url).includes("/v1/me/stream")) return resp;
  streams += 1;
  console.log(JSON.stringify({ connect: String(url) }));
  if (streams > 1 || !cutAfter || !resp.body) return resp;
  const reader = resp.body.getReader();
  let sent = 0;
  const body = new ReadableStream({
    async pull(controller) {
      const { done, value } = await reader.read();
      if (done || sent >= cutAfter) {
        reader.cancel().catch(() => {});
        controller.error(new Error("the connection dropped (the test cut it)"));
        return;
      }
      const part = value.subarray(0, Math.max(0, cutAfter - sent));
      sent += value.length;
      controller.enqueue(part);
    },
  });
  return new Response(body, { status: resp.status, headers: resp.headers });
}

const arbiter = new Arbiter(process.env.ARBITER_URL ?? "", { fetch: cuttingFetch });
for await (const item of arbiter.meStream(process.env.ARBITER_TOKEN ?? "")) {
  console.log(JSON.stringify({ kind: item.kind, id: item.id, gameId: item.gameId }));
}
