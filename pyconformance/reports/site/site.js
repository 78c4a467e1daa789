// pyconform results site: shows one view of the page and filters the case table. The view
// lives in the URL fragment (#page=impl&impl=pypy-3.9.16&status=notpass), so a link
// reproduces it. No network: everything shown is already in the page.
(function () {
  "use strict";
  var FAILING = { fail: 1, crash: 1, timeout: 1, error: 1 };
  var CONTROLS = { impl: ["feature", "status", "kind", "q"], cases: ["feature", "view", "ikind", "q"] };
  var texts = new WeakMap();

  function readState() {
    var params = new URLSearchParams(location.hash.replace(/^#/, ""));
    var s = {};
    params.forEach(function (value, key) { s[key] = value; });
    if (!s.page) { s.page = s.impl ? "impl" : (s.history ? "history" : (Object.keys(s).length ? "cases" : "summary")); }
    return s;
  }

  function writeState(s, replace) {
    var params = new URLSearchParams();
    Object.keys(s).forEach(function (key) {
      var implied = key === "page" && (s[key] === "summary" || (s[key] === "impl" && s.impl));
      if (s[key] && !implied) { params.set(key, s[key]); }
    });
    var hash = "#" + params.toString();
    if (replace) { location.replace(hash); } else { location.hash = hash; }
  }

  function hasWord(list, word) { return (" " + list + " ").indexOf(" " + word + " ") >= 0; }

  function textOf(cell) {
    if (!texts.has(cell)) { texts.set(cell, cell.textContent.toLowerCase()); }
    return texts.get(cell);
  }

  function statusMatches(cell, wanted) {
    var status = cell.dataset.s;
    if (!wanted) { return true; }
    if (wanted === "notpass") { return status === "fail" || status === "error" || status === "xfail"; }
    if (wanted === "untriaged") { return cell.dataset.u === "1"; }
    return status === wanted;
  }

  // Columns: the case, then a status cell per implementation, then an outcome cell per
  // implementation, in the order of the header's th.impl cells.
  function showColumns(table, s, slugs, kinds) {
    var n = slugs.length, chosen = slugs.indexOf(s.impl);
    table.querySelectorAll("tr").forEach(function (row) {
      for (var i = 0; i < n; i += 1) {
        var status = row.cells[1 + i], outcome = row.cells[1 + n + i];
        if (s.page === "impl") {
          status.hidden = outcome.hidden = i !== chosen;
        } else {
          status.hidden = !!s.ikind && kinds[i] !== s.ikind;
          outcome.hidden = true;
        }
      }
    });
    return chosen;
  }

  function inView(row, view, n) {
    var run = 0, failing = 0, passing = 0;
    for (var i = 0; i < n; i += 1) {
      var cell = row.cells[1 + i];
      if (cell.hidden) { continue; }
      var v = cell.className.replace(/^v v-/, "");
      if (v !== "skip") { run += 1; }
      if (FAILING[v]) { failing += 1; }
      if (v === "pass") { passing += 1; }
    }
    return !view || (view === "one" && failing === 1) || (view === "everywhere" && run > 0 && failing === run) ||
      (view === "passes" && run > 0 && passing === run) || (view === "differs" && failing > 0 && failing < run);
  }

  function filterRows(section, s) {
    var table = section.querySelector("table.cases"), q = (s.q || "").toLowerCase(), shown = 0;
    var heads = Array.prototype.slice.call(table.querySelectorAll("thead th.impl"));
    var slugs = heads.map(function (th) { return th.dataset.slug; });
    var kinds = heads.map(function (th) { return th.dataset.ikind; });
    var chosen = showColumns(table, s, slugs, kinds), n = slugs.length;
    table.dataset.mode = s.page;
    var rows = table.querySelectorAll("tr.case");
    rows.forEach(function (row) {
      var ok = (!s.feature || hasWord(row.dataset.features, s.feature));
      var head = row.cells[0];
      if (s.page === "impl") {
        var cell = row.cells[1 + chosen], outcome = row.cells[1 + n + chosen];
        ok = ok && chosen >= 0 && statusMatches(cell, s.status) && (!s.kind || cell.dataset.k === s.kind) &&
          (!q || textOf(head).indexOf(q) >= 0 || textOf(outcome).indexOf(q) >= 0) &&
          (!s.case || row.dataset.id === s.case);
        if (ok && s.case) { outcome.querySelectorAll("details").forEach(function (d) { d.open = true; }); }
      } else {
        ok = ok && inView(row, s.view, n) && (!q || textOf(head).indexOf(q) >= 0);
      }
      row.hidden = !ok;
      if (ok) { shown += 1; }
    });
    section.querySelectorAll(".filters label").forEach(function (label) {
      label.hidden = CONTROLS[s.page].indexOf(label.className.replace(/^f-/, "")) < 0;
    });
    section.querySelector("output.shown").textContent = shown + " of " + rows.length + " cases shown";
  }

  function render() {
    var s = readState(), found = false;
    document.querySelectorAll("main > section").forEach(function (section) {
      var d = section.dataset;
      var match = d.page === s.page && (d.page !== "impl" || d.impl === s.impl) &&
        (d.page !== "history" || d.history === s.history);
      section.hidden = !match;
      found = found || match;
    });
    var notice = document.getElementById("notice");
    notice.hidden = found;
    if (!found) {
      notice.textContent = "This link names a view the site does not have (" + location.hash + "); showing the summary.";
      s = { page: "summary" };
      document.querySelector('main > section[data-page="summary"]').hidden = false;
    }
    var table = document.querySelector('main > section[data-page="table"]');
    table.hidden = !(s.page === "impl" || s.page === "cases");
    if (!table.hidden) {
      table.querySelectorAll("[data-filter]").forEach(function (control) {
        control.value = s[control.dataset.filter] || "";
      });
      filterRows(table, s);
    }
    var heading = document.querySelector("main > section:not([hidden]) h2");
    document.title = "pyconform results" + (heading && s.page !== "summary" ? ": " + heading.textContent : "");
  }

  document.addEventListener("change", function (event) {
    var control = event.target.closest("select[data-filter]");
    if (!control) { return; }
    var s = readState();
    s[control.dataset.filter] = control.value;
    delete s.case;
    writeState(s, false);
  });
  document.addEventListener("input", function (event) {
    var control = event.target.closest('input[data-filter="q"]');
    if (!control) { return; }
    var s = readState();
    s.q = control.value;
    delete s.case;
    writeState(s, true);
  });
  document.addEventListener("submit", function (event) { event.preventDefault(); });
  window.addEventListener("hashchange", render);
  render();
}());
