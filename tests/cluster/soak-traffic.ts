import { httpCall, type HttpAnswer, type HttpCall } from './http.ts';
import { FORM_ID, PAY_ID, SITE_HOST, soakDesign, type SoakSite } from './soak-site.ts';

export type Kind = 'read' | 'form' | 'save' | 'publish' | 'checkout';
export const KINDS: readonly Kind[] = ['read', 'form', 'save', 'publish', 'checkout'];

/**
 * One turn of the schedule, twenty requests: over half of them visitors reading the published
 * site, the rest writes in the proportions a busy website sees (leads, editors' saves, a checkout,
 * a publish). One checkout a turn: the payment fake's calls take turns under one lock across
 * processes, and more would measure that queue rather than the app.
 */
const CYCLE: readonly Kind[] = [
  'read', 'form', 'read', 'save', 'read', 'checkout', 'read', 'form', 'read', 'save',
  'read', 'publish', 'read', 'form', 'read', 'save', 'read', 'read', 'read', 'form',
];

/** More requests than this waiting at once means the cluster is not keeping up: further ticks are skipped, not queued. */
const MAX_IN_FLIGHT = 64;
/** A request unanswered this long counts as not acknowledged. */
const CALL_TIMEOUT_MS = 30_000;
/** Two editors on the same page, so saves meet each other's versions (409) as in a shared designer. */
const EDITORS = 2;

export interface KindCounts {
  sent: number;
  acknowledged: number;
  /** Why the others were not acknowledged: a status code, a connection error's code, or `timeout`. */
  notAcknowledged: Record<string, number>;
}

/** What the traffic sent and which writes the cluster acknowledged, each with what it wrote and when. */
export interface TrafficRecord {
  counts: Record<Kind, KindCounts>;
  /** Ticks not sent: no editor free for a save, the last publish still running, or too much in flight. */
  skipped: number;
  conflicts: number;
  /** Each acknowledged request (a site read answered 200 included): which process answered it (its port, as the proxy names it), when, and how long it took. */
  answers: { kind: Kind; port: number; at: number; ms: number }[];
  saves: { marker: string; version: number; at: number }[];
  /** The marker of every save sent, acknowledged or not. */
  sentSaveMarkers: Set<string>;
  publishes: { publishedVersion: number; at: number }[];
  forms: { email: string; at: number }[];
  checkouts: { email: string; orderId: number; at: number }[];
}

function emptyRecord(): TrafficRecord {
  const counts = Object.fromEntries(KINDS.map((kind) => [kind, { sent: 0, acknowledged: 0, notAcknowledged: {} }])) as Record<Kind, KindCounts>;
  return { counts, skipped: 0, conflicts: 0, answers: [], saves: [], sentSaveMarkers: new Set(), publishes: [], forms: [], checkouts: [] };
}

type Outcome = { answer: HttpAnswer } | { failure: string };

/** One call through the proxy that never throws and gives up after CALL_TIMEOUT_MS. */
async function attempt(port: number, call: HttpCall): Promise<Outcome> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<Outcome>((resolve) => {
    timer = setTimeout(() => resolve({ failure: 'timeout' }), CALL_TIMEOUT_MS);
  });
  const answered = httpCall(port, call).then(
    (answer): Outcome => ({ answer }),
    (error: NodeJS.ErrnoException): Outcome => ({ failure: error.code ?? 'error' }),
  );
  try {
    return await Promise.race([answered, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Mixed traffic at a bounded rate through the proxy: a tick every 1/rate seconds sends the next
 * request of the schedule without waiting for earlier ones (an open loop, as real visitors arrive),
 * and records every write the cluster acknowledged (2xx) with the unique marker it wrote.
 */
export class SoakTraffic {
  readonly record = emptyRecord();
  readonly #inFlight = new Set<Promise<void>>();
  readonly #editors = Array.from({ length: EDITORS }, () => ({ busy: false, version: 0 }));
  #publishing = false;
  #sequence = 0;
  #stopped = false;
  #ticker: Promise<void> | undefined;

  constructor(
    private readonly proxyPort: number,
    private readonly site: SoakSite,
  ) {}

  get #pagePath() {
    return `/api/v1/landings/${this.site.landingId}/pages/${this.site.pageId}`;
  }

  #api(call: HttpCall) {
    return attempt(this.proxyPort, { token: this.site.token, ...call });
  }

  /** Each visitor from an address of their own, as the per-address limits of forms and checkout expect. */
  #visitorAddress(n: number) {
    return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
  }

  #count(kind: Kind, started: number, outcome: Outcome, acknowledged: boolean) {
    const counts = this.record.counts[kind];
    if (acknowledged && 'answer' in outcome) {
      counts.acknowledged++;
      this.record.answers.push({ kind, port: Number(outcome.answer.headers['x-served-by']), at: Date.now(), ms: performance.now() - started });
      return;
    }
    const why = 'answer' in outcome ? String(outcome.answer.status) : outcome.failure;
    counts.notAcknowledged[why] = (counts.notAcknowledged[why] ?? 0) + 1;
  }

  async #read() {
    const started = performance.now();
    const outcome = await attempt(this.proxyPort, { path: '/', host: SITE_HOST });
    this.#count('read', started, outcome, 'answer' in outcome && outcome.answer.status === 200);
  }

  async #form(n: number) {
    const email = `lead-${n}@soak.test`;
    const started = performance.now();
    const outcome = await attempt(this.proxyPort, {
      method: 'POST',
      path: '/api/v1/site/forms/submit',
      host: SITE_HOST,
      headers: { 'x-forwarded-for': this.#visitorAddress(n) },
      body: { elementId: FORM_ID, pageUrl: '/', fields: { fullName: `Lead ${n}`, email } },
    });
    const ok = 'answer' in outcome && outcome.answer.status === 200;
    if (ok) this.record.forms.push({ email, at: Date.now() });
    this.#count('form', started, outcome, ok);
  }

  async #checkout(n: number) {
    const email = `buyer-${n}@soak.test`;
    const started = performance.now();
    const outcome = await attempt(this.proxyPort, {
      method: 'POST',
      path: '/api/v1/site/checkout',
      host: SITE_HOST,
      headers: { 'x-forwarded-for': this.#visitorAddress(n) },
      body: { elementId: PAY_ID, pageUrl: '/', items: [{ productId: this.site.productId, quantity: 1 }], email, name: `Buyer ${n}`, payment_method: 'pm_card_visa' },
    });
    const data = 'answer' in outcome && outcome.answer.status === 200 ? outcome.answer.json().data : undefined;
    const ok = data?.status === 'paid';
    if (ok) this.record.checkouts.push({ email, orderId: data.orderId, at: Date.now() });
    this.#count('checkout', started, outcome, ok);
  }

  async #reloadVersion(editor: { version: number }) {
    const outcome = await this.#api({ path: this.#pagePath });
    if ('answer' in outcome && outcome.answer.status === 200) editor.version = outcome.answer.json().data.version;
  }

  async #save(editor: { busy: boolean; version: number }, n: number) {
    const marker = `soak-save-${n}`;
    this.record.sentSaveMarkers.add(marker);
    const started = performance.now();
    const outcome = await this.#api({ method: 'PUT', path: `${this.#pagePath}/design`, body: { design: soakDesign(marker, this.site.productId), version: editor.version } });
    const ok = 'answer' in outcome && outcome.answer.status === 200;
    if (ok) {
      editor.version = outcome.answer.json().data.version;
      this.record.saves.push({ marker, version: editor.version, at: Date.now() });
    } else {
      if ('answer' in outcome && outcome.answer.status === 409) this.record.conflicts++;
      // The other editor saved first, or this save's fate is unknown: carry on from where the page stands.
      await this.#reloadVersion(editor);
    }
    this.#count('save', started, outcome, ok);
  }

  async #publish() {
    const started = performance.now();
    const outcome = await this.#api({ method: 'POST', path: `${this.#pagePath}/publish` });
    const ok = 'answer' in outcome && outcome.answer.status === 200;
    if (ok) this.record.publishes.push({ publishedVersion: outcome.answer.json().data.published_version, at: Date.now() });
    this.#count('publish', started, outcome, ok);
  }

  /** The request for this tick, or undefined when it is skipped. */
  #next(kind: Kind, n: number): (() => Promise<void>) | undefined {
    if (kind === 'read') return () => this.#read();
    if (kind === 'form') return () => this.#form(n);
    if (kind === 'checkout') return () => this.#checkout(n);
    if (kind === 'publish') {
      // One publisher: two publishes racing could leave the older snapshot last, which is not what is tested here.
      if (this.#publishing) return undefined;
      this.#publishing = true;
      return () => this.#publish().finally(() => (this.#publishing = false));
    }
    const editor = this.#editors.find((candidate) => !candidate.busy);
    if (!editor) return undefined;
    editor.busy = true;
    return () => this.#save(editor, n).finally(() => (editor.busy = false));
  }

  #tick() {
    const n = this.#sequence++;
    const kind = CYCLE[n % CYCLE.length]!;
    const send = this.#inFlight.size < MAX_IN_FLIGHT ? this.#next(kind, n) : undefined;
    if (!send) {
      this.record.skipped++;
      return;
    }
    this.record.counts[kind].sent++;
    // An answer the soak cannot read (not the JSON the API promises) is a write not acknowledged.
    const running = send().catch(() => {
      const counts = this.record.counts[kind].notAcknowledged;
      counts.unreadable = (counts.unreadable ?? 0) + 1;
    });
    this.#inFlight.add(running);
    void running.finally(() => this.#inFlight.delete(running));
  }

  /** Starts sending `ratePerSecond` requests a second, the editors first reading the page's version. */
  async start(ratePerSecond: number): Promise<void> {
    for (const editor of this.#editors) await this.#reloadVersion(editor);
    const interval = 1000 / ratePerSecond;
    const begun = performance.now();
    this.#ticker = (async () => {
      for (let n = 1; !this.#stopped; n++) {
        this.#tick();
        // Due times from the start, so a slow tick does not lower the rate.
        await new Promise((resolve) => setTimeout(resolve, Math.max(0, begun + n * interval - performance.now())));
      }
    })();
  }

  /** Stops sending and waits for every request still out (each gives up after CALL_TIMEOUT_MS). */
  async stop(): Promise<void> {
    this.#stopped = true;
    await this.#ticker;
    await Promise.all([...this.#inFlight]);
  }
}
