// Drives a headless Chromium through the DevTools protocol over a pipe (--remote-debugging-pipe: JSON messages
// ending in NUL on file descriptors 3 and 4), so page tests need nothing from npm: open a page, evaluate script,
// click at a point as a user would, take a screenshot.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const CANDIDATES = [process.env.CHROMIUM, '/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];

export function chromiumPath() {
  return CANDIDATES.find((path) => path && existsSync(path)) ?? null;
}

export class Browser {
  static async launch({ width = 1400, height = 1000 } = {}) {
    const executable = chromiumPath();
    if (!executable) throw new Error('no Chromium found (apt-get install chromium, or set CHROMIUM)');
    const profile = mkdtempSync(join(tmpdir(), 'hitmask-chromium-'));
    const child = spawn(
      executable,
      [
        '--headless=new', '--no-sandbox', '--disable-gpu', '--no-first-run', '--no-default-browser-check',
        '--disable-extensions', '--allow-file-access-from-files', '--remote-debugging-pipe',
        `--user-data-dir=${profile}`, `--window-size=${width},${height}`, 'about:blank',
      ],
      // Its own process group, so that closing ends its helper processes too.
      { stdio: ['ignore', 'ignore', 'pipe', 'pipe', 'pipe'], detached: true },
    );
    const browser = new Browser(child, profile);
    const { targetInfos } = await browser.send('Target.getTargets');
    const page = targetInfos.find((target) => target.type === 'page');
    const { sessionId } = await browser.send('Target.attachToTarget', { targetId: page.targetId, flatten: true });
    browser.session = sessionId;
    await browser.send('Page.enable', {}, sessionId);
    await browser.send('Runtime.enable', {}, sessionId);
    await browser.send('Emulation.setDeviceMetricsOverride', { width, height, deviceScaleFactor: 1, mobile: false }, sessionId);
    return browser;
  }

  constructor(child, profile) {
    this.child = child;
    this.profile = profile;
    this.nextId = 1;
    this.pending = new Map();
    this.listeners = [];
    this.errors = [];
    this.stderr = '';
    child.stderr.on('data', (chunk) => (this.stderr += chunk));
    let buffered = Buffer.alloc(0);
    child.stdio[4].on('data', (chunk) => {
      buffered = Buffer.concat([buffered, chunk]);
      let end;
      while ((end = buffered.indexOf(0)) >= 0) {
        const message = JSON.parse(buffered.subarray(0, end).toString('utf8'));
        buffered = buffered.subarray(end + 1);
        this.receive(message);
      }
    });
    child.on('exit', () => {
      for (const { reject } of this.pending.values()) reject(new Error(`Chromium exited: ${this.stderr.slice(-2000)}`));
      this.pending.clear();
    });
  }

  receive(message) {
    if (message.id && this.pending.has(message.id)) {
      const { resolve, reject, method } = this.pending.get(message.id);
      this.pending.delete(message.id);
      if (message.error) reject(new Error(`${method}: ${message.error.message}`));
      else resolve(message.result);
      return;
    }
    if (message.method === 'Runtime.exceptionThrown') this.errors.push(message.params.exceptionDetails);
    if (message.method === 'Runtime.consoleAPICalled' && message.params.type === 'error') this.errors.push(message.params.args);
    for (const listener of this.listeners) listener(message);
  }

  send(method, params = {}, sessionId = undefined) {
    const id = this.nextId++;
    const message = JSON.stringify({ id, method, params, ...(sessionId ? { sessionId } : {}) });
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject, method });
      this.child.stdio[3].write(message + '\0');
    });
  }

  /** Sends a command to the page. */
  page(method, params = {}) {
    return this.send(method, params, this.session);
  }

  waitFor(method, timeout = 30000) {
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no ${method} within ${timeout} ms`)), timeout);
      const listener = (message) => {
        if (message.method !== method) return;
        clearTimeout(timer);
        this.listeners = this.listeners.filter((other) => other !== listener);
        resolve(message.params);
      };
      this.listeners.push(listener);
    });
  }

  async open(url) {
    const loaded = this.waitFor('Page.loadEventFired');
    await this.page('Page.navigate', { url });
    await loaded;
  }

  /** The value of a script expression in the page (awaited when it is a promise). */
  async evaluate(expression) {
    const { result, exceptionDetails } = await this.page('Runtime.evaluate', {
      expression,
      awaitPromise: true,
      returnByValue: true,
    });
    if (exceptionDetails) throw new Error(`${expression}: ${exceptionDetails.exception?.description ?? exceptionDetails.text}`);
    return result.value;
  }

  /** Waits until a script expression is truthy. */
  async until(expression, timeout = 30000) {
    const start = Date.now();
    for (;;) {
      if (await this.evaluate(expression)) return;
      if (Date.now() - start > timeout) throw new Error(`timed out waiting for ${expression}`);
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  }

  /** A mouse click at a point of the viewport, as the input system delivers a user's. */
  async click(x, y) {
    await this.page('Input.dispatchMouseEvent', { type: 'mouseMoved', x, y });
    await this.page('Input.dispatchMouseEvent', { type: 'mousePressed', x, y, button: 'left', clickCount: 1 });
    await this.page('Input.dispatchMouseEvent', { type: 'mouseReleased', x, y, button: 'left', clickCount: 1 });
  }

  /**
   * One mouse event at a point of the viewport ('mousePressed', 'mouseMoved' or 'mouseReleased'), the left button
   * held from a press to its release: a drag is a press, moves with `held`, and a release.
   */
  async mouse(type, x, y, held = false) {
    const button = type === 'mouseMoved' && !held ? 'none' : 'left';
    await this.page('Input.dispatchMouseEvent', { type, x, y, button, buttons: held || type === 'mousePressed' ? 1 : 0, clickCount: type === 'mouseMoved' ? 0 : 1 });
  }

  async hover(x, y) {
    await this.page('Input.dispatchMouseEvent', { type: 'mouseMoved', x, y });
  }

  /** A PNG of the viewport. */
  async screenshot() {
    const { data } = await this.page('Page.captureScreenshot', { format: 'png' });
    return Buffer.from(data, 'base64');
  }

  async close() {
    try {
      await Promise.race([this.send('Browser.close'), new Promise((resolve) => setTimeout(resolve, 2000))]);
    } catch {}
    if (this.child.exitCode === null) {
      const exited = new Promise((resolve) => this.child.once('exit', resolve));
      try {
        process.kill(-this.child.pid, 'SIGKILL');
      } catch {
        this.child.kill('SIGKILL');
      }
      await exited;
    }
    rmSync(this.profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 100 });
  }
}
