// Records every Content-Security-Policy violation of the page from the very start: a classic script placed in
// <head> before the board's script, so it runs before any module. The list is `window.cspViolations` (tests read
// it); the page shows the count in `[data-csp-violations]` and each violation in the console.
(function () {
  'use strict';
  var violations = [];
  window.cspViolations = violations;

  function show() {
    var out = document.querySelector('[data-csp-violations]');
    if (out) out.textContent = String(violations.length);
  }

  // Capture on the document: violations inside the board's shadow root are composed and reach it too.
  document.addEventListener(
    'securitypolicyviolation',
    function (event) {
      var entry = {
        directive: event.effectiveDirective || event.violatedDirective,
        blockedURI: event.blockedURI,
        sourceFile: event.sourceFile,
        line: event.lineNumber,
        column: event.columnNumber,
        sample: event.sample,
        disposition: event.disposition,
      };
      violations.push(entry);
      console.warn('CSP violation', entry);
      show();
    },
    true,
  );
  document.addEventListener('DOMContentLoaded', show);
})();
