// The load generator of scripts/bench_peer.py: LOOPS closed loops (each sends its next move when
// the answer to the last one came), against boardgame.io's socket.io transport or Arbiter's HTTP.
//   node loadgen.js bgio    PORT LOOPS WARMUP_S DURATION_S SERVER_PIDS
//   node loadgen.js arbiter PORT LOOPS WARMUP_S DURATION_S SERVER_PIDS PLAN_JSON
// SERVER_PIDS: comma-separated pids whose CPU (utime + stime) is read at the start and the end of
// the measured window. Prints one JSON line: moves, seconds, latency percentiles, CPU.
const fs = require('fs');
const http = require('http');

const [mode, port, loops, warmup, duration, pidList, planFile] = process.argv.slice(2);
const LOOPS = Number(loops);
const pids = pidList ? pidList.split(',').filter(Boolean).map(Number) : [];
const TICK = 100; // USER_HZ

function cpuTicks() {
  let total = 0;
  for (const pid of pids) {
    try {
      const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      total += Number(fields[11]) + Number(fields[12]);
    } catch (e) { /* a process gone: counted as nothing */ }
  }
  return total;
}

function post(agent, path, body, headers) {
  return new Promise((resolve, reject) => {
    const data = Buffer.from(JSON.stringify(body));
    const req = http.request({ host: '127.0.0.1', port: Number(port), path, method: 'POST', agent,
      headers: { 'Content-Type': 'application/json', 'Content-Length': data.length, ...headers } }, (res) => {
      const chunks = [];
      res.on('data', (c) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode, body: Buffer.concat(chunks).toString() }));
    });
    req.on('error', reject);
    req.end(data);
  });
}

// The measured window: moves answered between t0 and t1 count; latencies of those moves kept.
const lat = [];
let counted = 0;
let errors = 0;
let t0 = 0n;
let t1 = 0n;
let stopping = false;

function record(started) {
  const now = process.hrtime.bigint();
  if (now >= t0 && now < t1) {
    counted += 1;
    lat.push(Number(now - started) / 1e6);
  }
}

// boardgame.io: a cleared-board tic-tac-toe draw, cell by cell, the two seats in turn
const DRAW = [0, 1, 2, 4, 3, 5, 7, 6, 8];

async function bgioLoop() {
  const { io } = require('socket.io-client');
  const base = `http://127.0.0.1:${port}`;
  const agent = new http.Agent({ keepAlive: true });
  const created = JSON.parse((await post(agent, '/games/tic-tac-toe/create', { numPlayers: 2 })).body);
  const matchID = created.matchID;
  const creds = [];
  for (const playerID of ['0', '1']) {
    const joined = JSON.parse((await post(agent, `/games/tic-tac-toe/${matchID}/join`,
      { playerID, playerName: `p${playerID}` })).body);
    creds.push(joined.playerCredentials);
  }
  const sockets = [];
  let stateID = null;
  let waiting = null;
  for (const playerID of ['0', '1']) {
    const socket = io(`${base}/tic-tac-toe`, { transports: ['websocket'], forceNew: true });
    const onState = (id) => {
      if (playerID === '0') stateID = id;
      if (waiting && waiting.playerID === playerID && id > waiting.after) {
        const w = waiting;
        waiting = null;
        w.resolve(id);
      }
    };
    socket.on('sync', (mid, info) => { if (mid === matchID) onState(info.state._stateID); });
    socket.on('update', (mid, state) => { if (mid === matchID) onState(state._stateID); });
    socket.on('patch', (mid, prev, next) => { if (mid === matchID) onState(next); });
    await new Promise((resolve) => socket.on('connect', resolve));
    socket.emit('sync', matchID, playerID, creds[Number(playerID)], 2);
    sockets.push(socket);
  }
  while (stateID === null) await new Promise((r) => setTimeout(r, 5));
  let k = 0;
  while (!stopping) {
    const playerID = String(k % 2);
    const cell = DRAW[k % DRAW.length];
    const started = process.hrtime.bigint();
    const after = stateID;
    const answered = new Promise((resolve) => { waiting = { playerID, after, resolve }; });
    const timer = setTimeout(() => { if (waiting) { errors += 1; const w = waiting; waiting = null; w.resolve(null); } }, 10000);
    sockets[Number(playerID)].emit('update', { type: 'MAKE_MOVE', payload: { type: 'clickCell', args: [cell],
      playerID, credentials: creds[Number(playerID)] } }, after, matchID, playerID);
    const got = await answered;
    clearTimeout(timer);
    if (got === null) break;
    stateID = got;
    record(started);
    k += 1;
  }
  sockets.forEach((s) => s.close());
}

// Arbiter: the plan's games split over the loops; each request the next legal grove move
async function arbiterLoop(i, plan, progress, extra) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const mine = plan.filter((_, j) => j % LOOPS === i);
  let n = 0;
  while (!stopping && mine.length) {
    const g = mine[n % mine.length];
    n += 1;
    const k = progress[g.id] || 0;
    const [token, move] = k < g.opening.length ? g.opening[k] : g.cycle[(k - g.opening.length) % g.cycle.length];
    const started = process.hrtime.bigint();
    const res = await post(agent, `/v1/games/${g.id}/moves`, { move }, { Authorization: `Bearer ${token}`, ...extra });
    if (res.status !== 201) {
      errors += 1;
      if (errors < 3) console.error(`arbiter answered ${res.status}: ${res.body.slice(0, 200)}`);
      continue;
    }
    progress[g.id] = k + 1;
    record(started);
  }
  agent.destroy();
}

async function main() {
  const plan = mode === 'arbiter' ? JSON.parse(fs.readFileSync(planFile, 'utf8')) : null;
  const progress = plan ? plan.progress || {} : null;
  const now = process.hrtime.bigint();
  t0 = now + BigInt(Math.round(Number(warmup) * 1e9)) + 3_000_000_000n; // set-up time for the matches
  t1 = t0 + BigInt(Math.round(Number(duration) * 1e9));
  const runs = [];
  for (let i = 0; i < LOOPS; i += 1) runs.push(mode === 'bgio' ? bgioLoop() : arbiterLoop(i, plan.games, progress,
    plan.minimal ? { Prefer: 'return=minimal' } : {}));
  let cpuStart = null;
  let cpuEnd = null;
  let selfStart = null;
  let selfEnd = null;
  const waitUntil = (t) => new Promise((r) => setTimeout(r, Math.max(0, Number(t - process.hrtime.bigint()) / 1e6)));
  await waitUntil(t0);
  cpuStart = cpuTicks();
  selfStart = process.cpuUsage();
  await waitUntil(t1);
  cpuEnd = cpuTicks();
  selfEnd = process.cpuUsage(selfStart);
  stopping = true;
  await Promise.all(runs);
  if (plan) fs.writeFileSync(planFile, JSON.stringify({ ...plan, progress }));
  lat.sort((a, b) => a - b);
  const pct = (p) => (lat.length ? lat[Math.min(lat.length - 1, Math.floor(lat.length * p))] : null);
  const seconds = Number(t1 - t0) / 1e9;
  console.log(JSON.stringify({ mode, moves: counted, seconds, rate: counted / seconds, p50: pct(0.5), p99: pct(0.99),
    errors, server_cpu_s: (cpuEnd - cpuStart) / TICK, loadgen_cpu_s: (selfEnd.user + selfEnd.system) / 1e6 }));
  process.exit(0);
}

main().catch((e) => { console.error(e); process.exit(1); });
