// vouch's Pi extension: vouch as the verifier beside the builder.
//
// What it does, in the builder Pi (seed 000, pi-verifier-agent):
//   - owns a unix socket, /tmp/pi-verifier/<sessionId>.sock, in a 0700
//     directory (only this user can connect: that is the authentication),
//     with a breadcrumb .pi/state/verifier-<sid>.sock.ref naming it;
//   - spawns the verifier, `vouch pi verifier --socket … --session-file …
//     --cwd …`, which connects, says hello, hears the builder's lifecycle
//     ticks (start / stop / error; never transcript content: it reads the
//     session file itself), and answers each finished turn with a `report`
//     and, when a claim failed, a `prompt`;
//   - injects a prompt as a follow-up user message
//     (pi.sendUserMessage(text, {deliverAs: "followUp"})) from the turn's end
//     event, up to max_loops times per user prompt, then escalates to the
//     human instead;
//   - shows `vouch · <phase> · <CONFIDENCE>` in Pi's status line;
//   - asks vouch's pre-tool policy about every tool call (`vouch-hook pi`,
//     the same engine as the Claude Code and Codex hooks) and blocks, asks
//     about or rewrites the call as it answers.
//
// Environment:
//   VOUCH_BIN, VOUCH_HOOK_BIN       the binaries (default: as installed)
//   PI_VERIFIER_REQUIRE_APPROVAL=0  verify without asking first (default: ask;
//                                   with no UI to ask in, the turn is not verified)
//   VOUCH_PI_VERIFIER=0             no verifier (the tool-call veto stays)
//   VOUCH_PI_VETO=0                 no tool-call veto
//   VOUCH_PI_SOCKET_DIR             the socket directory (default /tmp/pi-verifier)
//   VOUCH_PI_VERIFY_TIMEOUT         seconds a turn's end waits for the verdict (default 600)
//
// Pi loads this file with jiti: TypeScript, no build step, no import but
// Node's built-ins (the type import is erased).
import { spawn, type ChildProcess } from "node:child_process";
import * as fs from "node:fs";
import * as net from "node:net";
import * as path from "node:path";
import type { ExtensionAPI, ExtensionContext } from "@mariozechner/pi-coding-agent";

const VOUCH_BIN_DEFAULT = "vouch";
const VOUCH_HOOK_BIN_DEFAULT = "";

/** The protocol version this builder speaks (docs/pi.md). */
const PROTOCOL_VERSION = 1;
const PING_INTERVAL_MS = 10_000;
/** A verifier silent for this long (three pings) is gone. */
const PING_TIMEOUT_MS = 30_000;
/** How long a turn's end waits for the verifier to connect. */
const CONNECT_WAIT_MS = 15_000;
/** One envelope may be at most this long (a report may quote a lot). */
const MAX_ENVELOPE = 64 << 20;
/** The pre-tool hook's timeout (install.PreToolTimeout). */
const VETO_TIMEOUT_MS = 120_000;
const DEFAULT_MAX_LOOPS = 3;

const env = (k: string): string | undefined => {
	const v = process.env[k];
	return v === undefined || v === "" ? undefined : v;
};
const off = (k: string): boolean => ["0", "false", "no", "off"].includes((env(k) ?? "").toLowerCase());

/** One JSON envelope; `type` discriminates (docs/pi-protocol.schema.json). */
type Envelope = { type: string; [k: string]: unknown };

/** A verdict on one builder turn: the report, and the prompt if any. */
type Verdict = { report?: Envelope; prompt?: Envelope };

const CONFIDENCE_COLOR: Record<string, string> = {
	PERFECT: "success",
	VERIFIED: "success",
	PARTIAL: "warning",
	FEEDBACK: "warning",
	FAILED: "error",
};

/** Everything the extension holds for one builder session. */
class Link {
	server?: net.Server;
	sockPath = "";
	refPath = "";
	child?: ChildProcess;
	childTail = "";
	conn?: net.Socket;
	helloed = false;
	lastHeard = 0;
	pinger?: NodeJS.Timeout;
	maxLoops = DEFAULT_MAX_LOOPS;
	loops = 0;
	turn = 0;
	closed = false;
	phase = "idle";
	confidence = "";
	/** Waiters for the next hello, verdict. */
	onHello: Array<() => void> = [];
	waiting?: { verdict: Verdict; done: (v: Verdict) => void; feedbackTimer?: NodeJS.Timeout };
	/** Verdicts that arrived when no turn end was waiting. */
	late: Verdict[] = [];
	ctx?: ExtensionContext;

	constructor(readonly sessionId: string, readonly sessionFile: string | undefined, readonly cwd: string) {}

	send(e: Envelope): boolean {
		const c = this.conn;
		if (!c || c.destroyed) return false;
		c.write(JSON.stringify(e) + "\n");
		return true;
	}
}

export default function vouch(pi: ExtensionAPI) {
	let link: Link | undefined;

	pi.registerFlag("verifier-agent", {
		description: "vouch: the verifier persona (.pi/verifier/agents/<name>.md)",
		type: "string",
	});

	const status = (l: Link, phase: string, confidence?: string) => {
		l.phase = phase;
		if (confidence !== undefined) l.confidence = confidence;
		const ctx = l.ctx;
		if (!ctx?.hasUI) return;
		const text = `vouch · ${l.phase}${l.confidence ? ` · ${l.confidence}` : ""}`;
		const color = CONFIDENCE_COLOR[l.confidence] ?? "accent";
		const idle = l.phase === "verifying" || l.phase === "idle" || l.phase === "connected";
		try {
			ctx.ui.setStatus("vouch", ctx.ui.theme.fg((idle ? "accent" : color) as never, text));
		} catch {
			ctx.ui.setStatus("vouch", text);
		}
	};

	/** Tells the human, in the UI or (print and JSON modes) on stderr. */
	const tell = (l: Link | undefined, msg: string, level: "info" | "warning" | "error" = "info") => {
		const ctx = l?.ctx;
		if (ctx?.hasUI) ctx.ui.notify(msg, level);
		else process.stderr.write(msg + "\n");
	};

	// ----- the socket ---------------------------------------------------

	const socketDir = () => env("VOUCH_PI_SOCKET_DIR") ?? "/tmp/pi-verifier";

	/** Makes dir a directory only this user can enter, or says why not. */
	const privateDir = (dir: string) => {
		fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
		const st = fs.lstatSync(dir);
		if (!st.isDirectory()) throw new Error(`${dir} is not a directory`);
		if (typeof process.getuid === "function" && st.uid !== process.getuid())
			throw new Error(`${dir} belongs to uid ${st.uid}, not to this user`);
		if ((st.mode & 0o777) !== 0o700) fs.chmodSync(dir, 0o700);
	};

	/** Removes a socket left by a builder that is gone; refuses a live one. */
	const clearStale = (sock: string): Promise<void> =>
		new Promise((resolve, reject) => {
			let st: fs.Stats;
			try {
				st = fs.lstatSync(sock);
			} catch {
				return resolve();
			}
			if (!st.isSocket()) return reject(new Error(`${sock} exists and is not a socket`));
			const c = net.connect(sock);
			const t = setTimeout(() => c.destroy(new Error("timeout")), 1000);
			c.once("connect", () => {
				clearTimeout(t);
				c.destroy();
				reject(new Error(`${sock} is in use by another builder of this session`));
			});
			c.once("error", () => {
				clearTimeout(t);
				try {
					fs.unlinkSync(sock);
				} catch {}
				resolve();
			});
		});

	const writeAtomic = (file: string, data: string) => {
		fs.mkdirSync(path.dirname(file), { recursive: true });
		const tmp = `${file}.tmp-${process.pid}`;
		fs.writeFileSync(tmp, data, { mode: 0o600 });
		fs.renameSync(tmp, file);
	};

	const listen = async (l: Link) => {
		const dir = socketDir();
		privateDir(dir);
		l.sockPath = path.join(dir, `${l.sessionId}.sock`);
		await clearStale(l.sockPath);
		const server = net.createServer((c) => accept(l, c));
		await new Promise<void>((resolve, reject) => {
			server.once("error", reject);
			server.listen(l.sockPath, () => {
				server.off("error", reject);
				resolve();
			});
		});
		server.on("error", (err) => tell(l, `vouch: socket ${l.sockPath}: ${err.message}`, "error"));
		server.unref(); // the socket never keeps Pi alive
		fs.chmodSync(l.sockPath, 0o700);
		l.server = server;
		l.refPath = path.join(l.cwd, ".pi", "state", `verifier-${l.sessionId}.sock.ref`);
		try {
			writeAtomic(l.refPath, l.sockPath + "\n");
		} catch (err) {
			l.refPath = "";
			tell(l, `vouch: could not write the breadcrumb: ${(err as Error).message}`, "warning");
		}
	};

	/** A verifier connects: the first one is kept, any other is told bye. */
	const accept = (l: Link, c: net.Socket) => {
		if (l.closed || (l.conn && !l.conn.destroyed)) {
			c.end(JSON.stringify({ type: "bye", reason: "duplicate connection" }) + "\n");
			return;
		}
		c.unref();
		l.conn = c;
		l.helloed = false;
		l.lastHeard = Date.now();
		let parts: Buffer[] = [];
		let size = 0;
		// JSONL split on "\n" only: U+2028 and U+2029 are legal inside JSON
		// strings, and Node's readline would split on them.
		c.on("data", (chunk: Buffer) => {
			let start = 0;
			for (;;) {
				const i = chunk.indexOf(0x0a, start);
				if (i < 0) break;
				parts.push(chunk.subarray(start, i));
				const line = Buffer.concat(parts).toString("utf8");
				parts = [];
				size = 0;
				start = i + 1;
				if (line.trim() !== "") receive(l, c, line);
				if (c.destroyed) return;
			}
			if (start < chunk.length) {
				parts.push(chunk.subarray(start));
				size += chunk.length - start;
				if (size > MAX_ENVELOPE) {
					c.end(JSON.stringify({ type: "bye", reason: `envelope longer than ${MAX_ENVELOPE} bytes` }) + "\n");
					c.destroy();
				}
			}
		});
		c.on("error", () => {});
		c.on("close", () => {
			if (l.conn !== c) return;
			l.conn = undefined;
			l.helloed = false;
			if (!l.closed) status(l, "✗ disconnected", "");
			finishWaiting(l);
		});
	};

	const receive = (l: Link, c: net.Socket, line: string) => {
		l.lastHeard = Date.now();
		let e: Envelope;
		try {
			e = JSON.parse(line);
		} catch {
			tell(l, `vouch: the verifier sent a line that is not JSON (${line.length} bytes); ignored`, "warning");
			return;
		}
		if (typeof e !== "object" || e === null || typeof e.type !== "string") {
			tell(l, "vouch: the verifier sent an envelope with no type; ignored", "warning");
			return;
		}
		switch (e.type) {
			case "hello": {
				const v = Number(e.version ?? e.protocol ?? PROTOCOL_VERSION);
				if (v !== PROTOCOL_VERSION) {
					l.send({ type: "bye", reason: `protocol version ${v} not supported; this builder speaks ${PROTOCOL_VERSION}` });
					c.destroy();
					return;
				}
				const ml = Number(e.max_loops ?? e.maxLoops);
				if (Number.isInteger(ml) && ml >= 0) l.maxLoops = ml;
				l.helloed = true;
				l.send({
					type: "hello_ack",
					version: PROTOCOL_VERSION,
					session_id: l.sessionId,
					session_file: l.sessionFile ?? "",
					cwd: l.cwd,
					pid: process.pid,
				});
				status(l, "● connected", "");
				for (const f of l.onHello.splice(0)) f();
				return;
			}
			case "ping":
				l.send({ type: "pong", ...(e.id !== undefined ? { id: e.id } : {}), ...(e.ts !== undefined ? { ts: e.ts } : {}) });
				return;
			case "pong":
				return;
			case "bye":
				c.end();
				return;
			case "report":
				onReport(l, e);
				return;
			case "prompt":
				onPrompt(l, e);
				return;
			default:
				// A newer verifier's envelope: ignored, as the schema says.
				return;
		}
	};

	const pinger = (l: Link) => {
		l.pinger = setInterval(() => {
			const c = l.conn;
			if (!c || c.destroyed) return;
			if (Date.now() - l.lastHeard > PING_TIMEOUT_MS) {
				l.send({ type: "bye", reason: "ping timeout" });
				c.destroy();
				tell(l, "vouch: the verifier stopped answering (ping timeout); the builder goes on unverified", "warning");
				return;
			}
			l.send({ type: "ping", ts: Date.now() });
		}, PING_INTERVAL_MS);
		l.pinger.unref();
	};

	// ----- the verifier process ------------------------------------------

	const vouchBin = () => env("VOUCH_BIN") ?? VOUCH_BIN_DEFAULT;

	const spawnVerifier = (l: Link) => {
		const args = ["pi", "verifier", "--socket", l.sockPath, "--cwd", l.cwd];
		if (l.sessionFile) args.push("--session-file", l.sessionFile);
		const persona = pi.getFlag("verifier-agent");
		if (typeof persona === "string" && persona !== "") args.push("--verifier-agent", persona);
		status(l, "◌ spawning", "");
		let child: ChildProcess;
		try {
			// Its own process group, so teardown reaches whatever it runs (gates).
			child = spawn(vouchBin(), args, { cwd: l.cwd, stdio: ["ignore", "ignore", "pipe"], detached: true });
		} catch (err) {
			status(l, "⚠ error", "");
			tell(l, `vouch: could not start the verifier (${vouchBin()}): ${(err as Error).message}`, "error");
			return;
		}
		l.child = child;
		child.unref();
		child.stderr?.on("data", (b: Buffer) => {
			l.childTail = (l.childTail + b.toString("utf8")).slice(-2000);
		});
		(child.stderr as unknown as net.Socket | null)?.unref?.();
		child.on("error", (err) => {
			status(l, "⚠ error", "");
			tell(l, `vouch: could not start the verifier (${vouchBin()}): ${err.message}; the builder goes on unverified`, "error");
			finishWaiting(l);
		});
		child.on("exit", (code, signal) => {
			if (l.child === child) l.child = undefined;
			if (l.closed) return;
			status(l, "✗ disconnected", "");
			const tail = l.childTail.trim().split("\n").slice(-3).join(" | ");
			tell(
				l,
				`vouch: the verifier exited (${signal ?? `code ${code}`})${tail ? `: ${tail}` : ""}; the builder goes on unverified`,
				"warning",
			);
			for (const f of l.onHello.splice(0)) f();
			finishWaiting(l);
		});
	};

	const stopChild = (child: ChildProcess | undefined) => {
		if (!child || child.exitCode !== null || child.pid === undefined) return;
		const pid = child.pid;
		try {
			process.kill(-pid, "SIGTERM");
		} catch {}
		setTimeout(() => {
			try {
				process.kill(-pid, "SIGKILL");
			} catch {}
		}, 2000).unref();
	};

	const teardown = (l: Link, reason: string) => {
		if (l.closed) return;
		l.closed = true;
		l.send({ type: "bye", reason });
		l.conn?.end();
		l.conn?.destroy();
		l.server?.close();
		if (l.pinger) clearInterval(l.pinger);
		try {
			if (l.sockPath && fs.lstatSync(l.sockPath).isSocket()) fs.unlinkSync(l.sockPath);
		} catch {}
		try {
			if (l.refPath) {
				fs.unlinkSync(l.refPath);
				// .pi/state and .pi go too when that leaves them empty.
				fs.rmdirSync(path.dirname(l.refPath));
				fs.rmdirSync(path.dirname(path.dirname(l.refPath)));
			}
		} catch {}
		// The verifier leaves on bye; the group is stopped in case it does not.
		const child = l.child;
		if (child) setTimeout(() => stopChild(child), 500).unref();
		finishWaiting(l);
	};

	// ----- verdicts --------------------------------------------------------

	const finishWaiting = (l: Link) => {
		const w = l.waiting;
		if (!w) return;
		l.waiting = undefined;
		if (w.feedbackTimer) clearTimeout(w.feedbackTimer);
		w.done(w.verdict);
	};

	const onReport = (l: Link, e: Envelope) => {
		const conf = String(e.confidence ?? "").toUpperCase();
		const phase = conf === "FEEDBACK" ? "feedback" : conf === "FAILED" ? "✗ failed" : conf === "PARTIAL" ? "partial" : "✓ verified";
		status(l, e.escalate ? "escalating to human" : phase, conf);
		pi.appendEntry("vouch-report", { ...e, turn: l.turn });
		if (e.escalate) {
			tell(l, `vouch: ${conf}, escalating to human: ${String(e.summary ?? e.text ?? "")}`, "warning");
		}
		const w = l.waiting;
		if (!w) {
			l.late.push({ report: e });
			return;
		}
		w.verdict.report = e;
		// A FEEDBACK report comes with a prompt; give it a moment to arrive.
		if (conf === "FEEDBACK" && !w.verdict.prompt && !e.escalate) {
			w.feedbackTimer = setTimeout(() => finishWaiting(l), 5000);
			return;
		}
		finishWaiting(l);
	};

	const onPrompt = (l: Link, e: Envelope) => {
		const w = l.waiting;
		if (w) {
			w.verdict.prompt = e;
			if (w.verdict.report) finishWaiting(l);
			return;
		}
		// No turn end is waiting (it timed out, or the human is typing):
		// the correction goes in as soon as Pi can take it.
		deliver(l, e, false);
	};

	const promptText = (e: Envelope): string => String(e.text ?? e.message ?? e.prompt ?? "");

	/** Injects a verifier's prompt, or escalates past the loop cap. */
	const deliver = (l: Link, e: Envelope, inTurnEnd: boolean) => {
		const text = promptText(e);
		const id = e.id;
		if (text.trim() === "") {
			l.send({ type: "prompt_ack", id, accepted: false, reason: "empty prompt" });
			return;
		}
		if (l.loops >= l.maxLoops) {
			l.send({ type: "prompt_ack", id, accepted: false, reason: `loop cap reached (${l.maxLoops})` });
			status(l, "escalating to human", l.confidence || "FEEDBACK");
			tell(
				l,
				`vouch: ${l.maxLoops} corrections did not settle it; escalating to human. The verifier's last word:\n${text}`,
				"warning",
			);
			return;
		}
		l.loops++;
		try {
			const idle = l.ctx?.isIdle?.() ?? false;
			if (inTurnEnd || !idle) pi.sendUserMessage(text, { deliverAs: "followUp" });
			else pi.sendUserMessage(text);
			l.send({ type: "prompt_ack", id, accepted: true, loop: l.loops });
			status(l, `feedback ${l.loops}/${l.maxLoops}`, l.confidence || "FEEDBACK");
		} catch (err) {
			l.loops--;
			l.send({ type: "prompt_ack", id, accepted: false, reason: (err as Error).message });
		}
	};

	const waitHello = (l: Link, ms: number): Promise<boolean> =>
		new Promise((resolve) => {
			if (l.helloed) return resolve(true);
			if (!l.child && !l.conn) return resolve(false);
			const t = setTimeout(() => resolve(l.helloed), ms);
			l.onHello.push(() => {
				clearTimeout(t);
				resolve(l.helloed);
			});
		});

	const approved = async (l: Link, ctx: ExtensionContext): Promise<boolean> => {
		if (off("PI_VERIFIER_REQUIRE_APPROVAL")) return true;
		if (!ctx.hasUI) {
			tell(
				l,
				"vouch: not verifying this turn: PI_VERIFIER_REQUIRE_APPROVAL is on and there is no UI to ask in (set PI_VERIFIER_REQUIRE_APPROVAL=0)",
				"warning",
			);
			return false;
		}
		return ctx.ui.confirm("vouch", "Verify this turn?");
	};

	/** The end of a builder turn with no tool call left: verify it. */
	const onStop = async (l: Link, ctx: ExtensionContext, stopReason: string) => {
		l.turn++;
		if (!(await waitHello(l, CONNECT_WAIT_MS))) {
			status(l, "✗ disconnected", "");
			return;
		}
		if (stopReason === "error" || stopReason === "aborted") {
			l.send({ type: "event", event: "error", turn: l.turn, reason: stopReason, ts: Date.now() });
			return;
		}
		if (!(await approved(l, ctx))) {
			status(l, "skipped", "");
			return;
		}
		const timeoutS = Number(env("VOUCH_PI_VERIFY_TIMEOUT") ?? 600);
		const verdict = await new Promise<Verdict>((resolve) => {
			// This timer (not the socket) keeps Pi alive while it waits.
			const t = setTimeout(() => finishWaiting(l), (timeoutS > 0 ? timeoutS : 600) * 1000);
			l.waiting = {
				verdict: {},
				done: (v) => {
					clearTimeout(t);
					resolve(v);
				},
			};
			status(l, "verifying", "");
			const sent = l.send({
				type: "event",
				event: "stop",
				turn: l.turn,
				leaf_id: ctx.sessionManager.getLeafId?.() ?? undefined,
				ts: Date.now(),
			});
			if (!sent) finishWaiting(l);
		});
		if (verdict.prompt) deliver(l, verdict.prompt, true);
		else if (!verdict.report) {
			status(l, l.conn ? "no verdict" : "✗ disconnected", "");
			tell(l, "vouch: no verdict on this turn (the verifier timed out or left); the builder goes on", "warning");
		}
	};

	// ----- Pi's events -----------------------------------------------------

	pi.on("session_start", async (_event, ctx) => {
		if (link) teardown(link, "session replaced");
		link = undefined;
		if (off("VOUCH_PI_VERIFIER")) return;
		const sid = ctx.sessionManager.getSessionId();
		const l = new Link(sid, ctx.sessionManager.getSessionFile(), ctx.cwd ?? process.cwd());
		l.ctx = ctx;
		link = l;
		try {
			await listen(l);
		} catch (err) {
			status(l, "⚠ error", "");
			tell(l, `vouch: no verifier for this session: ${(err as Error).message}`, "error");
			l.closed = true;
			return;
		}
		pinger(l);
		spawnVerifier(l);
	});

	pi.on("session_shutdown", async () => {
		if (link) teardown(link, "builder exit");
		link = undefined;
	});

	pi.on("input", async (event, ctx) => {
		if (link) link.ctx = ctx;
		// A prompt from the human starts a new loop count.
		if (link && event.source !== "extension") link.loops = 0;
		return { action: "continue" };
	});

	pi.on("agent_start", async (_event, ctx) => {
		if (!link || link.closed) return;
		link.ctx = ctx;
		link.send({ type: "event", event: "start", turn: link.turn + 1, ts: Date.now() });
	});

	pi.on("turn_end", async (event, ctx) => {
		const l = link;
		if (!l || l.closed) return;
		l.ctx = ctx;
		const msg = event.message as { role?: string; content?: unknown; stopReason?: string };
		if (msg?.role !== "assistant") return;
		const blocks = Array.isArray(msg.content) ? (msg.content as Array<{ type?: string }>) : [];
		if (blocks.some((b) => b?.type === "toolCall") && msg.stopReason !== "error" && msg.stopReason !== "aborted") return;
		await onStop(l, ctx, msg.stopReason ?? "stop");
		// Verdicts that came late, while no turn end waited: their prompts
		// go in now, still within the agent's run.
		for (const v of l.late.splice(0)) if (v.prompt) deliver(l, v.prompt, true);
	});

	process.once("exit", () => {
		if (link) teardown(link, "builder exit");
	});

	// ----- the tool-call veto --------------------------------------------

	if (!off("VOUCH_PI_VETO")) {
		pi.on("tool_call", async (event, ctx) => {
			const hookBin = env("VOUCH_HOOK_BIN") ?? VOUCH_HOOK_BIN_DEFAULT;
			const [cmd, args] = hookBin ? [hookBin, ["pi"]] : [vouchBin(), ["hook", "pi"]];
			const payload = JSON.stringify({
				hook_event_name: "PreToolUse",
				session_id: ctx.sessionManager.getSessionId(),
				transcript_path: ctx.sessionManager.getSessionFile() ?? "",
				cwd: ctx.cwd,
				tool_name: event.toolName,
				tool_input: event.input,
				tool_use_id: event.toolCallId,
			});
			const r = await runHook(cmd, args, payload, ctx.cwd);
			if (r.error) {
				tell(link, `vouch: the tool-call check did not run (${r.error}); the call goes ahead unchecked`, "warning");
				return;
			}
			if (r.code === 2) return { block: true, reason: r.stderr.trim() || "blocked by vouch" };
			if (r.code !== 0) {
				tell(link, `vouch: the tool-call check failed (exit ${r.code}): ${r.stderr.trim()}`, "warning");
				return;
			}
			if (r.stdout.trim() === "") return;
			let out: {
				systemMessage?: string;
				hookSpecificOutput?: { permissionDecision?: string; permissionDecisionReason?: string; updatedInput?: Record<string, unknown> };
			};
			try {
				out = JSON.parse(r.stdout);
			} catch {
				tell(link, `vouch: the tool-call check answered something that is not JSON; the call goes ahead unchecked`, "warning");
				return;
			}
			if (out.systemMessage) tell(link, out.systemMessage, "warning");
			const h = out.hookSpecificOutput ?? {};
			const reason = h.permissionDecisionReason ?? "";
			switch (h.permissionDecision) {
				case "deny":
					return { block: true, reason: reason || "denied by vouch's policy" };
				case "ask": {
					if (!ctx.hasUI) return { block: true, reason: `${reason} (vouch asks the human, and there is no UI to ask in)` };
					const ok = await ctx.ui.confirm("vouch", `${reason}\n\nAllow this ${event.toolName} call?`);
					if (!ok) return { block: true, reason: `${reason} (the human said no)` };
					return;
				}
				case "allow":
					if (h.updatedInput && typeof h.updatedInput === "object") {
						// Pi runs the input as mutated here.
						const input = event.input as Record<string, unknown>;
						for (const k of Object.keys(input)) delete input[k];
						Object.assign(input, h.updatedInput);
					}
					return;
			}
		});
	}
}

type HookResult = { code: number | null; stdout: string; stderr: string; error?: string };

/** Runs one hook command with payload on stdin, in its own process group. */
function runHook(cmd: string, args: string[], payload: string, cwd: string): Promise<HookResult> {
	return new Promise((resolve) => {
		let child: ChildProcess;
		try {
			child = spawn(cmd, args, { cwd, stdio: ["pipe", "pipe", "pipe"], detached: true });
		} catch (err) {
			return resolve({ code: null, stdout: "", stderr: "", error: `${cmd}: ${(err as Error).message}` });
		}
		const out: Buffer[] = [];
		const errb: Buffer[] = [];
		child.stdout?.on("data", (b: Buffer) => out.push(b));
		child.stderr?.on("data", (b: Buffer) => errb.push(b));
		const t = setTimeout(() => {
			try {
				process.kill(-(child.pid ?? 0), "SIGKILL");
			} catch {}
		}, VETO_TIMEOUT_MS);
		child.on("error", (err) => {
			clearTimeout(t);
			resolve({ code: null, stdout: "", stderr: "", error: `${cmd}: ${err.message}` });
		});
		child.on("close", (code, signal) => {
			clearTimeout(t);
			const stderr = Buffer.concat(errb).toString("utf8");
			if (signal) return resolve({ code, stdout: "", stderr, error: `${cmd} killed by ${signal}` });
			resolve({ code, stdout: Buffer.concat(out).toString("utf8"), stderr });
		});
		child.stdin?.on("error", () => {});
		child.stdin?.end(payload);
	});
}
