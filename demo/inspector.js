// Event inspector for the demo pages: shows every DOM event of docs/element.md that a <live-board> dispatches, live,
// with its name, time and detail. A plain external script (no module, no inline code, styles through a
// constructable stylesheet), so it also runs on a page with a strict Content-Security-Policy. Load it in <head>
// before the board's script, as a classic script without async or defer:
//   <script src="/demo/inspector.js"></script>
// It then listens on every <live-board> as the parser adds it, before the board's script can dispatch anything,
// keeps events until the page is parsed, and shows them in `[data-event-inspector]` (or a panel appended to
// <body>). `window.liveBoardInspector` exposes the event names and the entries.
// Below them, a second list shows what the reference server received and stored (`GET /__events`, polled while the
// page is visible): each tracked event once, by kind — `viewed_item`, `page_time`, `video_progress`… — with its data.
(function () {
  'use strict';

  // Every name of the EVENT map in src/base/constants.ts (test/browser/inspector.test.ts keeps the two in step).
  var EVENTS = [
    'ready',
    'pageview',
    'item-opened',
    'item-closed',
    'item-viewer-loaded',
    'category-change',
    'search',
    'like',
    'download',
    'cta-click',
    'cta-submit',
    'link-cta-click',
    'consent',
    'stop-tracking',
    'gate-submitted',
    'navigate',
    'board-resize',
    'board-error',
  ];
  // Rows kept in the panel; board-resize alone can add one per frame while the page is resized.
  var MAX_ROWS = 300;

  var CSS =
    '.lbi{box-sizing:border-box;margin:24px 0;border:1px solid #d9dee3;border-radius:8px;background:#fbfcfd;' +
    'font:13px/1.4 ui-monospace,SFMono-Regular,Menlo,Consolas,monospace;color:#1f2328}' +
    '.lbi *{box-sizing:inherit}' +
    '.lbi__bar{display:flex;align-items:center;gap:12px;padding:8px 12px;border-bottom:1px solid #d9dee3}' +
    '.lbi__title{margin:0;font:600 14px/1.4 system-ui,sans-serif}' +
    '.lbi__count{color:#59636e}' +
    '.lbi__clear{margin-left:auto;font:inherit;padding:2px 10px;border:1px solid #b7bec6;border-radius:4px;' +
    'background:#fff;cursor:pointer}' +
    '.lbi__list{list-style:none;margin:0;padding:0;max-height:320px;overflow:auto}' +
    '.lbi__row{display:grid;grid-template-columns:7.5em 11em 1fr;gap:12px;padding:4px 12px;' +
    'border-bottom:1px solid #eef0f2}' +
    '.lbi__time{color:#59636e}' +
    '.lbi__name{font-weight:700;color:#0b57d0}' +
    '.lbi__detail{margin:0;white-space:pre-wrap;word-break:break-word}';

  var entries = [];
  var serverEntries = [];
  var seenKeys = new Set();
  var watched = new WeakSet();
  var panel;
  var list;
  var count;
  var serverList;
  var serverCount;
  // How often the server's store is read while the page is visible.
  var POLL_MS = 1500;

  function pad(value, width) {
    return String(value).padStart(width, '0');
  }

  function clock(date) {
    return (
      pad(date.getHours(), 2) +
      ':' +
      pad(date.getMinutes(), 2) +
      ':' +
      pad(date.getSeconds(), 2) +
      '.' +
      pad(date.getMilliseconds(), 3)
    );
  }

  function json(detail) {
    try {
      return JSON.stringify(detail === undefined ? null : detail);
    } catch {
      return String(detail);
    }
  }

  function element(tag, className, text) {
    var node = document.createElement(tag);
    node.className = className;
    if (text !== undefined) node.textContent = text;
    return node;
  }

  function build() {
    var sheet = new CSSStyleSheet();
    sheet.replaceSync(CSS);
    document.adoptedStyleSheets = document.adoptedStyleSheets.concat([sheet]);

    panel = document.querySelector('[data-event-inspector]');
    if (!panel) {
      panel = document.createElement('aside');
      panel.setAttribute('data-event-inspector', '');
      panel.setAttribute('aria-label', 'Event inspector');
      document.body.append(panel);
    }
    panel.classList.add('lbi');
    var bar = element('div', 'lbi__bar');
    var title = element('h2', 'lbi__title', 'live-board events');
    count = element('span', 'lbi__count', '0');
    var clear = element('button', 'lbi__clear', 'Clear');
    clear.type = 'button';
    clear.addEventListener('click', function () {
      entries.length = 0;
      list.replaceChildren();
      count.textContent = '0';
    });
    bar.append(title, count, clear);
    // Newest first, so the latest event is visible without scrolling.
    list = element('ol', 'lbi__list');
    var serverBar = element('div', 'lbi__bar');
    serverCount = element('span', 'lbi__count', '0');
    serverBar.append(element('h2', 'lbi__title', 'received by the reference server'), serverCount);
    serverList = element('ol', 'lbi__list');
    serverList.setAttribute('data-server-events', '');
    panel.replaceChildren(bar, list, serverBar, serverList);
    clear.addEventListener('click', function () {
      serverEntries.length = 0;
      serverList.replaceChildren();
      serverCount.textContent = '0';
    });
  }

  /** What a stored event is: the generic tracking call by its type, a lead event by its name, else its path. */
  function kindOf(stored) {
    var body = stored.body || {};
    if (stored.path === '/live_board/v1/tracking' && body.event && body.event.data) return body.event.data.type;
    if (stored.path === '/live_board/v2/sphere/publish_lead_events') return body.event_name;
    var path = stored.path.replace(/^\/analytics/, '');
    if (/\/boards\/\d+\/lead_views$/.test(path)) return 'viewed_board';
    if (/\/content_items\/\d+\/lead_views$/.test(path)) return 'viewed_item';
    return stored.method + ' ' + path;
  }

  /** The part of a stored event worth reading: a tracking call's data without what every event carries. */
  function dataOf(stored) {
    var body = stored.body || {};
    if (!(body.event && body.event.data)) return json(body);
    var data = {};
    Object.keys(body.event.data).forEach(function (key) {
      if (['type', 'board_id', 'lead_id', 'session_guid'].indexOf(key) === -1) data[key] = body.event.data[key];
    });
    return json(data);
  }

  function renderServer(entry) {
    var row = element('li', 'lbi__row');
    row.dataset.event = entry.name;
    row.append(
      element('span', 'lbi__time', clock(entry.time)),
      element('span', 'lbi__name', entry.name),
      element('pre', 'lbi__detail', entry.detail),
    );
    serverList.prepend(row);
    while (serverList.children.length > MAX_ROWS) serverList.lastElementChild.remove();
    serverCount.textContent = String(serverEntries.length);
  }

  function poll() {
    if (document.visibilityState !== 'visible') return;
    fetch('/__events')
      .then(function (response) {
        return response.ok ? response.json() : [];
      })
      .then(function (stored) {
        stored.forEach(function (each) {
          if (seenKeys.has(each.key)) return;
          seenKeys.add(each.key);
          var entry = { name: kindOf(each), time: new Date(), detail: dataOf(each) };
          serverEntries.push(entry);
          if (serverEntries.length > MAX_ROWS) serverEntries.shift();
          if (serverList) renderServer(entry);
        });
      })
      .catch(function () {
        // Not on the reference server (or it is gone): the list stays as it is.
      });
  }

  function record(event) {
    var board = event.currentTarget;
    var entry = {
      name: event.type,
      time: new Date(),
      board: board.getAttribute('board-slug') || board.getAttribute('board-id') || '',
      detail: json(event.detail),
    };
    entries.push(entry);
    if (entries.length > MAX_ROWS) entries.shift();
    if (list) render(entry);
  }

  function render(entry) {
    var row = element('li', 'lbi__row');
    row.dataset.event = entry.name;
    var several = document.querySelectorAll('live-board').length > 1;
    row.append(
      element('span', 'lbi__time', clock(entry.time)),
      element('span', 'lbi__name', several ? entry.name + ' · ' + entry.board : entry.name),
      element('pre', 'lbi__detail', entry.detail),
    );
    list.prepend(row);
    while (list.children.length > MAX_ROWS) list.lastElementChild.remove();
    count.textContent = String(entries.length);
  }

  function watch(board) {
    if (watched.has(board)) return;
    watched.add(board);
    EVENTS.forEach(function (name) {
      board.addEventListener(name, record);
    });
  }

  function watchAll(root) {
    if (root.localName === 'live-board') watch(root);
    if (root.querySelectorAll) root.querySelectorAll('live-board').forEach(watch);
  }

  watchAll(document);
  // Boards the parser (or a host app, later) adds are watched as they arrive: the observer's callback runs before
  // any other script gets a turn.
  new MutationObserver(function (records) {
    records.forEach(function (change) {
      change.addedNodes.forEach(function (node) {
        if (node.nodeType === Node.ELEMENT_NODE) watchAll(node);
      });
    });
  }).observe(document.documentElement, { childList: true, subtree: true });

  function show() {
    build();
    entries.forEach(render);
    poll();
    setInterval(poll, POLL_MS);
  }
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', show);
  else show();

  window.liveBoardInspector = { events: EVENTS.slice(), entries: entries, server: serverEntries };
})();
