/**
 * Runs axe-core inside a board's shadow root. axe walks shadow trees itself; given an element inside one (the
 * board's `[part=board]`), it checks that subtree only, with the page's real layout and colours. axe checks its
 * context with `instanceof Node` of its own window, so for an element of another frame (a page opened with
 * `openPage`) the helper injects axe into that frame once and runs it there.
 */
import axe from 'axe-core';

type AxeWindow = Window & { axe?: typeof axe };

/** What a test prints for a violation: the rule, its help text, and the offending nodes' targets and summaries. */
export function describeViolations(violations: readonly axe.Result[]): string {
  return violations
    .map(
      (v) =>
        `${v.id} (${v.impact ?? 'no impact'}): ${v.help}\n${v.nodes.map((n) => `  ${JSON.stringify(n.target)} ${n.failureSummary ?? ''}`).join('\n')}`,
    )
    .join('\n');
}

/** The axe of the window `context` lives in: this bundle's own, or one injected into that frame. */
function axeFor(context: Element): typeof axe {
  const win = context.ownerDocument.defaultView as AxeWindow | null;
  if (!win || win === (window as Window)) return axe;
  if (!win.axe) {
    const script = context.ownerDocument.createElement('script');
    script.textContent = axe.source;
    context.ownerDocument.head.append(script);
  }
  return win.axe!;
}

/**
 * axe's violations for `context` (an element, inside a shadow root or not, in this document or a same-origin
 * frame). Runs the WCAG 2.x A/AA rules and axe's best practices; `options` adds to or overrides that.
 */
/**
 * Waits for the transitions running in `context` (and its shadow root) to end, so colours are measured as they
 * settle, not halfway through a hover or selection fade. Endless animations (skeleton shimmer) are left running.
 */
async function settledStyles(context: Element): Promise<void> {
  const root: Element | ShadowRoot = context.shadowRoot ?? context;
  const finite = root
    .getAnimations({ subtree: true })
    .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity);
  await Promise.all(finite.map((animation) => animation.finished.catch(() => undefined)));
}

async function run(context: Element, options: axe.RunOptions): Promise<axe.Result[]> {
  await settledStyles(context);
  const results = await axeFor(context).run(context, {
    runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'] },
    resultTypes: ['violations'],
    ...options,
  });
  return results.violations;
}

/** Resolves once `win` has drawn two more frames (a restyle has been applied and painted). */
const frames = (win: Window) =>
  new Promise<void>((resolve) => win.requestAnimationFrame(() => win.requestAnimationFrame(() => resolve())));

/**
 * axe's violations for `context` in both of the board's themes (docs/element.md, section 6): as it is, then with
 * the board's `theme` switched to the other scheme (which restyles in place, nothing else changes), then switched
 * back. A violation found only in the other theme says so in its help text.
 */
export async function axeViolations(context: Element, options: axe.RunOptions = {}): Promise<axe.Result[]> {
  const root = context.getRootNode();
  // (A shadow root has a host; `instanceof` would not hold for a frame's nodes.)
  const host = context.localName === 'live-board' ? context : ((root as Partial<ShadowRoot>).host ?? null);
  const first = await run(context, options);
  if (host?.localName !== 'live-board') return first;
  const win = host.ownerDocument.defaultView!;
  const theme = host.getAttribute('theme');
  const other = win.getComputedStyle(host).colorScheme.includes('dark') ? 'light' : 'dark';
  host.setAttribute('theme', other);
  try {
    await frames(win);
    const second = await run(context, options);
    return [...first, ...second.map((violation) => ({ ...violation, help: `${violation.help} (${other} theme)` }))];
  } finally {
    if (theme === null) host.removeAttribute('theme');
    else host.setAttribute('theme', theme);
    await frames(win);
  }
}
