// vouch's Pi extension: vouch as the verifier beside the builder.
//
// What it does, in the builder Pi (seed 000, pi-verifier-agent):
//   - owns a unix socket, /tmp/pi-verifier/<sessionId>.sock, in a 0700
//     directory (only this user can connect: that is the authentication),
//     with a breadcrumb .pi/state/verifier-<sid>.sock.ref naming it;
//   - spawns the verifier, `vouch pi verifier --socket … --session-file …`,
//     which connects, says hello, hears the builder's lifecycle
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
//     about or rewrites the call as it answers;
//   - hands every tool result to the same command (PostToolUse): the
//     tripwire puts back protected paths the call changed and its message
//     is added to the result the model reads.
//
// Environment:
//   VOUCH_BIN, VOUCH_HOOK_BIN       the binaries (default: as installed)
//   VOUCH_PI_VERIFIER_BIN           the program run as `… pi verifier` (default: VOUCH_BIN)
//   PI_VERIFIER_REQUIRE_APPROVAL=0  verify without asking first (default: ask;
//                                   with no UI to ask in, the turn is not verified)
//   VOUCH_PI_VERIFIER=0             no verifier (the tool-call veto stays)
//   VOUCH_PI_VETO=0                 no tool-call veto, no tool-result check
//   VOUCH_PI_VETO_SOCKET=0          tool calls always go to vouch-hook, not to the verifier
//   VOUCH_PI_SOCKET_DIR             the socket directory (default /tmp/pi-verifier)
//   VOUCH_PI_VERIFY_TIMEOUT         seconds a turn's end waits for the verdict (default 600)
//   VOUCH_PI_PING_MS                the ping interval (default 10000; silence for 3 is a timeout)
//   VOUCH_PI_TRACE                  a file to append timings to, one JSON object a line
//                                   (veto: each tool-call check; verdict: stop sent → report)
//
// Pi loads this file with jiti: TypeScript, no build step, no import but
// Node's built-ins (the type import is erased).
//
// The wire contract is docs/pi.md (schema: docs/pi-protocol.schema.json).
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import * as fs from "node:fs";
import * as net from "node:net";
import * as path from "node:path";
import type { ExtensionAPI, ExtensionContext } from "@mariozechner/pi-coding-agent";

const VOUCH_BIN_DEFAULT = "vouch";
const VOUCH_HOOK_BIN_DEFAULT = "";

/** The protocol version this builder speaks (docs/pi.md). */
const PROTOCOL_VERSION = 1;
const PING_INTERVAL_MS = Number(process.env.VOUCH_PI_PING_MS) > 0 ? Number(process.env.VOUCH_PI_PING_MS) : 10_000;
/** A verifier silent for this long (three pings) is gone. */
const PING_TIMEOUT_MS = 3 * PING_INTERVAL_MS;
/** How long a turn's end waits for the verifier to connect. */
const CONNECT_WAIT_MS = 15_000;
/** One envelope may be at most this long (docs/pi.md); a longer line is skipped. */
const MAX_ENVELOPE = 16 << 20;
/** The pre-tool hook's timeout (install.PreToolTimeout). */
const VETO_TIMEOUT_MS = 120_000;
const DEFAULT_MAX_LOOPS = 3;

const env = (k: string): string | undefined => {
	const v = process.env[k];
	return v === undefined || v === "" ? undefined : v;
};
const off = (k: string): boolean => ["0", "false", "no", "off"].includes((env(k) ?? "").toLowerCase());

/** Appends one timing record to $VOUCH_PI_TRACE, if set. */
const trace = (rec: Record<string, unknown>) => {
	const f = env("VOUCH_PI_TRACE");
	if (!f) return;
	try {
		fs.appendFileSync(f, JSON.stringify({ ...rec, at: Date.now() }) + "\n");
	} catch {}
};

/** One JSON envelope; `type` discriminates (docs/pi-protocol.schema.json). */
type Envelope = { type: string; [k: string]: unknown };


/** The title of the approval-phase question (loop.approval). */
const APPROVE_CORRECTION = "vouch: send this correction to the agent?";

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
	/** The project asks that the human approve each correction (hello.require_approval, vouch.yaml loop.approval). */
	projectApproval = false;
	/** The phase of the last report: "approval" means the human decides on its prompt. */
	lastPhase = "";
	loops = 0;
	/** The builder's user prompts, 1-based; an injected follow-up counts as one. */
	turn = 0;
	/** A follow-up was injected and its turn already counted. */
	injected = false;
	pingSeq = 0;
	closed = false;
	phase = "idle";
	confidence = "";
	/** Waiters for the next hello. */
	onHello: Array<() => void> = [];
	/** Tool calls asked over the socket, by id, waiting for their tool_decision. */
	decisions = new Map<string, (e: Envelope) => void>();
	toolSeq = 0;
	/** The verifier left a tool_call unanswered: it is not asked again. */
	noToolCalls = false;
	/** When the last stop went out (performance.now()), 0 once its report came. */
	stopSent = 0;
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
			// The socket is bound inside listen(), synchronously: under a
			// umask of 077 it is 0700 from its first moment, not only after
			// the chmod below.
			const umask = process.umask(0o077);
			try {
				server.listen(l.sockPath, () => {
					server.off("error", reject);
					resolve();
				});
			} finally {
				process.umask(umask);
			}
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
		let skipping = false; // inside a line longer than MAX_ENVELOPE
		let lineNo = 0;
		// JSONL split on "\n" only: U+2028 and U+2029 are legal inside JSON
		// strings, and Node's readline would split on them.
		c.on("data", (chunk: Buffer) => {
			let start = 0;
			for (;;) {
				const i = chunk.indexOf(0x0a, start);
				if (i < 0) break;
				lineNo++;
				if (skipping) {
					skipping = false;
					start = i + 1;
					continue;
				}
				if (size + (i - start) > MAX_ENVELOPE) {
					tooLarge(l, lineNo, size + (i - start));
					parts = [];
					size = 0;
					start = i + 1;
					continue;
				}
				parts.push(chunk.subarray(start, i));
				const line = Buffer.concat(parts).toString("utf8");
				parts = [];
				size = 0;
				start = i + 1;
				if (line.trim() !== "") {
					try {
						receive(l, c, line, lineNo);
					} catch (err) {
						tell(l, `vouch: verifier socket line ${lineNo}: ${(err as Error).stack ?? err}`, "error");
					}
				}
				if (c.destroyed) return;
			}
			if (start < chunk.length && !skipping) {
				size += chunk.length - start;
				if (size > MAX_ENVELOPE) {
					// The rest of this line is dropped as it comes.
					tooLarge(l, lineNo + 1, size);
					parts = [];
					size = 0;
					skipping = true;
				} else parts.push(chunk.subarray(start));
			}
		});
		c.on("error", (err) => {
			if (!l.closed) tell(l, `vouch: verifier socket: ${err.message}`, "warning");
		});
		c.on("close", () => {
			if (l.conn !== c) return;
			l.conn = undefined;
			l.helloed = false;
			if (!l.closed) status(l, "✗ disconnected", "");
		});
	};

	const tooLarge = (l: Link, line: number, bytes: number) => {
		l.lastHeard = Date.now();
		tell(l, `vouch: verifier socket line ${line}: envelope too large: ${bytes}+ bytes, expected at most ${MAX_ENVELOPE}; skipped`, "warning");
	};

	const receive = (l: Link, c: net.Socket, line: string, lineNo: number) => {
		l.lastHeard = Date.now();
		let e: Envelope;
		try {
			e = JSON.parse(line);
		} catch {
			tell(l, `vouch: verifier socket line ${lineNo}: not JSON (${line.length} bytes); skipped`, "warning");
			return;
		}
		if (typeof e !== "object" || e === null || Array.isArray(e) || typeof e.type !== "string") {
			tell(l, `vouch: verifier socket line ${lineNo}: not an envelope (no string "type"); skipped`, "warning");
			return;
		}
		switch (e.type) {
			case "hello": {
				const v = Number(e.version);
				if (v !== PROTOCOL_VERSION) {
					l.send({ type: "bye", reason: `protocol version ${e.version} not supported; this builder speaks ${PROTOCOL_VERSION}` });
					c.end();
					return;
				}
				const ml = Number(e.max_loops);
				if (Number.isInteger(ml) && ml > 0) l.maxLoops = ml;
				l.projectApproval = e.require_approval === true;
				l.helloed = true;
				l.noToolCalls = false;
				l.send({
					type: "hello_ack",
					version: PROTOCOL_VERSION,
					session_id: l.sessionId,
					session_file: l.sessionFile ?? "",
					cwd: l.cwd,
					pid: process.pid,
					builder: { name: "pi", version: piVersion() },
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
			case "tool_decision": {
				const f = l.decisions.get(String(e.id));
				if (f) {
					l.decisions.delete(String(e.id));
					l.noToolCalls = false;
					f(e);
				}
				return;
			}
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
			l.send({ type: "ping", id: String(++l.pingSeq), ts: Date.now() });
		}, PING_INTERVAL_MS);
		l.pinger.unref();
	};

	// ----- the verifier process ------------------------------------------

	const vouchBin = () => env("VOUCH_BIN") ?? VOUCH_BIN_DEFAULT;
	const verifierBin = () => env("VOUCH_PI_VERIFIER_BIN") ?? vouchBin();

	const spawnVerifier = (l: Link) => {
		const args = ["pi", "verifier", "--socket", l.sockPath];
		if (l.sessionFile) args.push("--session-file", l.sessionFile);
		const persona = pi.getFlag("verifier-agent");
		if (typeof persona === "string" && persona !== "") args.push("--verifier-agent", persona);
		status(l, "◌ spawning", "");
		let child: ChildProcess;
		try {
			// Its own process group, so teardown reaches whatever it runs (gates).
			child = spawn(verifierBin(), args, { cwd: l.cwd, stdio: ["ignore", "ignore", "pipe"], detached: true });
		} catch (err) {
			status(l, "⚠ error", "");
			tell(l, `vouch: could not start the verifier (${verifierBin()}): ${(err as Error).message}`, "error");
			return;
		}
		l.child = child;
		child.unref();
		// The verifier's warnings (docs/pi.md) are shown as they come.
		let partial = "";
		child.stderr?.on("data", (b: Buffer) => {
			const s = b.toString("utf8");
			l.childTail = (l.childTail + s).slice(-2000);
			const lines = (partial + s).split("\n");
			partial = lines.pop() ?? "";
			for (const line of lines) if (line.trim() !== "") tell(l, `vouch verifier: ${line}`, "warning");
		});
		(child.stderr as unknown as net.Socket | null)?.unref?.();
		child.on("error", (err) => {
			status(l, "⚠ error", "");
			tell(l, `vouch: could not start the verifier (${verifierBin()}): ${err.message}; the builder goes on unverified`, "error");
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
		});
	};

	const running = (c: ChildProcess) => c.exitCode === null && c.signalCode === null;
	const exited = (c: ChildProcess, ms: number): Promise<boolean> =>
		new Promise((resolve) => {
			if (!running(c)) return resolve(true);
			const t = setTimeout(() => resolve(!running(c)), ms);
			c.once("exit", () => {
				clearTimeout(t);
				resolve(true);
			});
		});
	const killGroup = (c: ChildProcess, sig: NodeJS.Signals) => {
		try {
			if (c.pid !== undefined) process.kill(-c.pid, sig);
		} catch {}
	};

	/**
	 * Stops the verifier: it leaves by itself on bye; if it has not after a
	 * second, its process group gets SIGTERM, then SIGKILL.
	 */
	const stopChild = async (child: ChildProcess | undefined) => {
		if (!child || !running(child)) return;
		if (await exited(child, 1000)) return;
		killGroup(child, "SIGTERM");
		if (await exited(child, 1000)) return;
		killGroup(child, "SIGKILL");
	};

	/** Ends the session's link: shutdown and bye flushed (briefly), then closed. */
	const teardown = async (l: Link, reason: string) => {
		if (l.closed) return;
		l.closed = true;
		const c = l.conn;
		if (c && !c.destroyed) {
			l.send({ type: "event", event: "shutdown", ts: Date.now() });
			l.send({ type: "bye", reason });
			await new Promise<void>((resolve) => {
				const t = setTimeout(resolve, 300);
				c.end(() => {
					clearTimeout(t);
					resolve();
				});
			});
			c.destroy();
		}
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
		await stopChild(l.child);
	};

	/** At process exit (no session_shutdown: a crash, process.exit) only sync work is possible. */
	const teardownSync = (l: Link) => {
		if (l.sockPath) {
			try {
				if (fs.lstatSync(l.sockPath).isSocket()) fs.unlinkSync(l.sockPath);
			} catch {}
			try {
				if (l.refPath) fs.unlinkSync(l.refPath);
			} catch {}
		}
		l.closed = true;
		if (l.child && running(l.child)) killGroup(l.child, "SIGTERM");
	};

	// ----- verdicts --------------------------------------------------------

	const onReport = (l: Link, e: Envelope) => {
		const conf = String(e.confidence ?? "").toUpperCase();
		const phase = String(e.phase ?? "") || (conf === "FEEDBACK" ? "feedback" : conf === "FAILED" ? "error" : "verified");
		l.lastPhase = phase;
		if (l.stopSent) {
			trace({ t: "verdict", path: "socket", turn: e.turn, confidence: conf, ms: performance.now() - l.stopSent, verifier_ms: e.duration_ms });
			l.stopSent = 0;
		}
		status(l, e.escalate ? "escalated" : phase === "verified" ? "✓ verified" : phase, conf);
		const { report: _full, ...brief } = e; // the full JSON report stays with vouch's state
		pi.appendEntry("vouch-report", brief);
		if (e.escalate) {
			const msg = String(e.message ?? "") || `${l.maxLoops} corrections did not settle it: ${String(e.summary ?? "")}`;
			tell(l, `vouch: escalating to human. ${msg}`, "warning");
		} else if (e.summary) {
			tell(l, `vouch · ${phase} · ${conf}: ${String(e.summary)}`, conf === "PERFECT" || conf === "VERIFIED" ? "info" : "warning");
		}
	};

	const onPrompt = (l: Link, e: Envelope) => deliver(l, e, false);

	/** Injects a verifier's prompt, or escalates past the loop cap. */
	const deliver = (l: Link, e: Envelope, inTurnEnd: boolean): void => {
		const text = String(e.text ?? "");
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
		if ((l.lastPhase === "approval" || l.projectApproval) && !e.approvedByHuman) {
			// Approval phase (vouch.yaml loop.approval): the human decides
			// whether the correction goes in; no loop is spent on a "no".
			const ctx = l.ctx;
			l.lastPhase = "";
			if (!ctx?.hasUI) {
				l.send({ type: "prompt_ack", id, accepted: false, reason: "approval needed and no UI to ask in" });
				status(l, "withheld", l.confidence || "FEEDBACK");
				tell(l, `vouch: correction withheld: it awaits your approval (loop.approval) and there is no UI to ask in. The correction:\n${text}`, "warning");
				return;
			}
			status(l, "approval", l.confidence || "FEEDBACK");
			void ctx.ui.confirm(APPROVE_CORRECTION, text).then((ok) => {
				if (ok) return deliver(l, { ...e, approvedByHuman: true }, false);
				l.send({ type: "prompt_ack", id, accepted: false, reason: "declined by the human" });
				status(l, "withheld", l.confidence || "FEEDBACK");
				tell(l, `vouch: correction withheld (you said no); the agent was not sent back. The correction was:\n${text}`, "warning");
			});
			return;
		}
		l.loops++;
		try {
			const idle = l.ctx?.isIdle?.() ?? false;
			if (inTurnEnd || !idle) pi.sendUserMessage(text, { deliverAs: "followUp" });
			else pi.sendUserMessage(text);
			l.turn++; // the follow-up is the next user prompt
			l.injected = true;
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

	/**
	 * Asks before a verification when PI_VERIFIER_REQUIRE_APPROVAL is on
	 * (the seed's default). vouch.yaml's loop.approval asks later, before a
	 * correction goes in (deliver).
	 */
	const approved = async (l: Link, ctx: ExtensionContext): Promise<boolean> => {
		if (off("PI_VERIFIER_REQUIRE_APPROVAL")) return true;
		if (!ctx.hasUI) {
			tell(l, "vouch: not verifying this turn: PI_VERIFIER_REQUIRE_APPROVAL is on and there is no UI to ask in (set PI_VERIFIER_REQUIRE_APPROVAL=0)", "warning");
			return false;
		}
		return ctx.ui.confirm("vouch", "Verify this turn?");
	};

	/** The end of a builder turn with no tool call left: verify it. */
	/**
	 * The end of a builder turn with no tool call left, with a UI
	 * (interactive, RPC): the verifier hears `stop` over the socket and its
	 * verdict is handled when it comes (onReport, onPrompt); a correction
	 * then goes in as a follow-up, or as a new prompt if Pi is idle by then.
	 */
	const onStop = async (l: Link, ctx: ExtensionContext, stopReason: string) => {
		l.injected = false;
		if (stopReason === "error" || stopReason === "aborted") {
			// Nothing to verify; no waiting for a verifier still starting.
			if (l.helloed) l.send({ type: "event", event: "error", turn: l.turn, reason: stopReason, ts: Date.now() });
			return;
		}
		if (!(await waitHello(l, CONNECT_WAIT_MS))) {
			status(l, "✗ disconnected", "");
			return;
		}
		const leaf = ctx.sessionManager.getLeafId?.() ?? undefined;
		if (!(await approved(l, ctx))) {
			l.send({ type: "event", event: "stop", turn: l.turn, leaf_id: leaf, approved: false, ts: Date.now() });
			status(l, "not verified (declined)", "");
			tell(l, `vouch: turn ${l.turn} not verified: you declined; the next turn is asked again`, "info");
			return;
		}
		l.stopSent = performance.now();
		status(l, "verifying", "");
		if (!l.send({ type: "event", event: "stop", turn: l.turn, leaf_id: leaf, ts: Date.now() })) status(l, "✗ disconnected", "");
	};

	/**
	 * The end of a builder turn with no UI (print and JSON modes). Pi does
	 * not wait for an extension's turn_end handler: a follow-up is picked up
	 * only if it is queued before the handler's first await, and the run (and
	 * the process) is over before a verdict could come back over a socket.
	 * So the turn is verified here, synchronously, by `vouch pi verify-turn`,
	 * which prints the envelopes the socket verifier would send.
	 */
	const verifySync = (l: Link, ctx: ExtensionContext, stopReason: string) => {
		l.injected = false;
		if (stopReason === "error" || stopReason === "aborted") return;
		if (!off("PI_VERIFIER_REQUIRE_APPROVAL")) {
			tell(l, "vouch: not verifying this turn: PI_VERIFIER_REQUIRE_APPROVAL is on and there is no UI to ask in (set PI_VERIFIER_REQUIRE_APPROVAL=0)", "warning");
			return;
		}
		const file = ctx.sessionManager.getSessionFile();
		if (!file) {
			tell(l, "vouch: not verifying: this session has no session file (--no-session)", "warning");
			return;
		}
		const args = ["pi", "verify-turn", "--session-file", file, "--cwd", l.cwd, "--turn", String(l.turn)];
		const persona = pi.getFlag("verifier-agent");
		if (typeof persona === "string" && persona !== "") args.push("--verifier-agent", persona);
		const timeoutS = Number(env("VOUCH_PI_VERIFY_TIMEOUT") ?? 600);
		const t0 = performance.now();
		const r = spawnSync(verifierBin(), args, {
			cwd: l.cwd,
			encoding: "utf8",
			stdio: ["ignore", "pipe", "pipe"],
			timeout: (timeoutS > 0 ? timeoutS : 600) * 1000,
			killSignal: "SIGKILL",
			maxBuffer: 2 * MAX_ENVELOPE,
		});
		const ms = performance.now() - t0;
		const errTail = (r.stderr ?? "").trim().split("\n").slice(-3).join(" | ");
		if (r.error || r.status !== 0) {
			status(l, "⚠ error", "FAILED");
			tell(l, `vouch: verify-turn failed (${r.error?.message ?? `exit ${r.status}`})${errTail ? `: ${errTail}` : ""}; the builder goes on unverified`, "warning");
			return;
		}
		if (errTail) tell(l, `vouch verifier: ${errTail}`, "warning");
		let prompt: Envelope | undefined;
		for (const line of (r.stdout ?? "").split("\n")) {
			if (line.trim() === "") continue;
			let e: Envelope;
			try {
				e = JSON.parse(line);
			} catch {
				tell(l, `vouch: verify-turn printed a line that is not JSON (${line.length} bytes); skipped`, "warning");
				continue;
			}
			if (e?.type === "report") {
				trace({ t: "verdict", path: "verify-turn", turn: e.turn, confidence: e.confidence, ms, verifier_ms: e.duration_ms });
				onReport(l, e);
			} else if (e?.type === "prompt") prompt = e;
		}
		if (prompt) deliver(l, prompt, true); // synchronous: before any await
	};

	// ----- Pi's events -----------------------------------------------------

	pi.on("session_start", async (_event, ctx) => {
		if (link) await teardown(link, "session replaced");
		link = undefined;
		if (off("VOUCH_PI_VERIFIER")) return;
		const sid = ctx.sessionManager.getSessionId();
		const l = new Link(sid, ctx.sessionManager.getSessionFile(), ctx.cwd ?? process.cwd());
		l.ctx = ctx;
		link = l;
		// No UI (print and JSON modes): each turn is verified synchronously
		// (verifySync), so no socket and no verifier process.
		if (!ctx.hasUI) return;
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
		const l = link;
		link = undefined;
		if (l) await teardown(l, "shutdown");
	});

	pi.on("input", async (event, ctx) => {
		if (link) link.ctx = ctx;
		// A prompt from the human starts a new loop count.
		if (link && event.source !== "extension") link.loops = 0;
		return { action: "continue" };
	});

	pi.on("agent_start", async (_event, ctx) => {
		const l = link;
		if (!l || l.closed) return;
		l.ctx = ctx;
		// An injected follow-up that starts a run of its own is already counted.
		if (l.injected) l.injected = false;
		else l.turn++;
		l.send({ type: "event", event: "start", turn: l.turn, ts: Date.now() });
	});

	pi.on("turn_end", async (event, ctx) => {
		const l = link;
		if (!l || l.closed) return;
		l.ctx = ctx;
		const msg = event.message as { role?: string; content?: unknown; stopReason?: string };
		if (msg?.role !== "assistant") return;
		const blocks = Array.isArray(msg.content) ? (msg.content as Array<{ type?: string }>) : [];
		if (blocks.some((b) => b?.type === "toolCall") && msg.stopReason !== "error" && msg.stopReason !== "aborted") return;
		if (!ctx.hasUI) verifySync(l, ctx, msg.stopReason ?? "stop");
		else await onStop(l, ctx, msg.stopReason ?? "stop");
	});

	process.once("exit", () => {
		if (link) teardownSync(link);
	});

	// ----- the tool-call veto --------------------------------------------

	if (!off("VOUCH_PI_VETO")) {
		/**
		 * Asks the connected verifier (tool_call → tool_decision, docs/pi.md):
		 * the same policy in a process already running, no process start.
		 * undefined when there is no verifier or it does not answer in time
		 * (then vouch-hook decides).
		 */
		const askVerifier = (l: Link | undefined, event: { toolName: string; toolCallId: string; input: unknown }, cwd: string): Promise<Envelope | undefined> =>
			new Promise((resolve) => {
				if (!l || l.closed || !l.helloed || l.noToolCalls || off("VOUCH_PI_VETO_SOCKET")) return resolve(undefined);
				const id = `t${++l.toolSeq}`;
				const t = setTimeout(() => {
					// An older verifier, or a stuck one: vouch-hook decides from now on.
					l.decisions.delete(id);
					l.noToolCalls = true;
					resolve(undefined);
				}, 2000);
				l.decisions.set(id, (e) => {
					clearTimeout(t);
					resolve(e);
				});
				if (!l.send({ type: "tool_call", id, tool: event.toolName, tool_call_id: event.toolCallId, input: event.input, cwd })) {
					clearTimeout(t);
					l.decisions.delete(id);
					resolve(undefined);
				}
			});

		pi.on("tool_call", async (event, ctx) => {
			const t0s = performance.now();
			const d = await askVerifier(link, event, ctx.cwd);
			if (d) {
				trace({ t: "veto", path: "socket", tool: event.toolName, ms: performance.now() - t0s, out: JSON.stringify(d).slice(0, 200) });
				const reason = String(d.reason ?? "");
				if (d.block === true) {
					if (!reason.startsWith("[ask] ")) return { block: true, reason: reason || "denied by vouch's policy" };
					const why = reason.slice(6);
					if (!ctx.hasUI) return { block: true, reason: `${why} (vouch asks the human, and there is no UI to ask in)` };
					const ok = await ctx.ui.confirm("vouch", `${why}\n\nAllow this ${event.toolName} call?`);
					return ok ? undefined : { block: true, reason: `${why} (the human said no)` };
				}
				if (d.input && typeof d.input === "object") {
					const input = event.input as Record<string, unknown>;
					for (const k of Object.keys(input)) delete input[k];
					Object.assign(input, d.input);
				}
				return;
			}
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
			const t0 = performance.now();
			const r = await runHook(cmd, args, payload, ctx.cwd);
			trace({ t: "veto", path: "vouch-hook", tool: event.toolName, ms: performance.now() - t0, code: r.code, out: r.stdout.slice(0, 200) });
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

		/**
		 * After each tool call, the same hook command with a PostToolUse
		 * payload whose tool_response is Pi's result ({content, isError}):
		 * the tripwire puts back what the call changed among the protected
		 * paths, the call goes into the session's progress log (a failing
		 * command with its exit code), and a nudge may be due. The reply's
		 * additionalContext (the tripwire's message, a nudge) is added to
		 * the result the model reads; its systemMessage goes to the human.
		 */
		pi.on("tool_result", async (event, ctx) => {
			const hookBin = env("VOUCH_HOOK_BIN") ?? VOUCH_HOOK_BIN_DEFAULT;
			const [cmd, args] = hookBin ? [hookBin, ["pi"]] : [vouchBin(), ["hook", "pi"]];
			const payload = JSON.stringify({
				hook_event_name: "PostToolUse",
				session_id: ctx.sessionManager.getSessionId(),
				transcript_path: ctx.sessionManager.getSessionFile() ?? "",
				cwd: ctx.cwd,
				tool_name: event.toolName,
				tool_input: event.input,
				tool_use_id: event.toolCallId,
				tool_response: { content: event.content, isError: event.isError },
			});
			const t0 = performance.now();
			const r = await runHook(cmd, args, payload, ctx.cwd);
			trace({ t: "result", tool: event.toolName, ms: performance.now() - t0, code: r.code, out: r.stdout.slice(0, 200) });
			if (r.error) {
				tell(link, `vouch: the tool-result check did not run (${r.error})`, "warning");
				return;
			}
			let add = "";
			if (r.code === 2) add = r.stderr.trim();
			else if (r.code !== 0) {
				tell(link, `vouch: the tool-result check failed (exit ${r.code}): ${r.stderr.trim()}`, "warning");
				return;
			} else if (r.stdout.trim() !== "") {
				let out: { systemMessage?: string; hookSpecificOutput?: { additionalContext?: string } };
				try {
					out = JSON.parse(r.stdout);
				} catch {
					tell(link, `vouch: the tool-result check answered something that is not JSON`, "warning");
					return;
				}
				if (out.systemMessage) tell(link, out.systemMessage, "warning");
				add = out.hookSpecificOutput?.additionalContext ?? "";
			}
			if (!add) return;
			return { content: [...(event.content ?? []), { type: "text", text: add }] };
		});
	}
}

/** Pi's version, for hello_ack (best effort). */
function piVersion(): string {
	try {
		const main = process.argv[1] ?? "";
		let dir = path.dirname(fs.realpathSync(main));
		for (let i = 0; i < 5; i++) {
			const pkg = path.join(dir, "package.json");
			if (fs.existsSync(pkg)) {
				const j = JSON.parse(fs.readFileSync(pkg, "utf8"));
				if (typeof j.version === "string") return j.version;
			}
			dir = path.dirname(dir);
		}
	} catch {}
	return "";
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
