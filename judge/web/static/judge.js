/* judge web app: progressive enhancement only. Every page works without this file. */
"use strict";

(function () {
  function typing(event) {
    var t = event.target;
    return t && (t.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(t.tagName));
  }

  /* --- Step-through (rulings, turn outline): one frame at a time, arrows and buttons. --- */
  function setUpStepper(stepper) {
    var frames = Array.prototype.slice.call(stepper.querySelectorAll("[data-frame]"));
    var links = Array.prototype.slice.call(stepper.querySelectorAll("[data-step-link]"));
    if (!frames.length) { return null; }
    var current = 0;
    stepper.classList.add("stepping");

    function show(index, focus) {
      current = Math.max(0, Math.min(frames.length - 1, index));
      frames.forEach(function (frame, i) { frame.hidden = i !== current; });
      links.forEach(function (link, i) {
        if (i === current) { link.setAttribute("aria-current", "step"); } else { link.removeAttribute("aria-current"); }
      });
      if (focus) {  /* a step the reader chose: the address names it (shareable, and Back steps back) */
        if (location.hash !== "#" + frames[current].id && history.pushState) {
          history.pushState(null, "", "#" + frames[current].id);
        }
        frames[current].focus({preventScroll: true});
      }
      keepVisible(links[current]);
      followLanguageLinks();
      fitProjector();
    }

    function keepVisible(link) {  /* scroll the timeline only, never the page */
      var list = link && link.closest("ol");
      if (!list) { return; }
      var box = list.getBoundingClientRect();
      var item = link.getBoundingClientRect();
      if (item.top < box.top) { list.scrollTop -= box.top - item.top; }
      else if (item.bottom > box.bottom) { list.scrollTop += item.bottom - box.bottom; }
    }

    function indexOfHash(hash) {
      for (var i = 0; i < frames.length; i++) { if ("#" + frames[i].id === hash) { return i; } }
      return -1;
    }

    /* A long ruling's steps come a page at a time (data-page-size): a step on another page is
       reached through that page's address, and projector mode goes along. */
    function pageOf(hash) {
      var size = parseInt(stepper.getAttribute("data-page-size"), 10);
      var match = /^#step-(\d+)$/.exec(hash || "");
      return size && match ? Math.floor(parseInt(match[1], 10) / size) + 1 : 0;
    }
    function leaveFor(link) {  /* the step after the last (or before the first) is on the next page */
      if (!link || link.getAttribute("href").charAt(0) === "#") { return false; }
      location.href = withProjector(link.href);
      return true;
    }

    stepper.addEventListener("click", function (event) {
      var link = event.target.closest("a[href^='#']");
      if (!link) { return; }
      var index = indexOfHash(link.getAttribute("href"));
      if (index < 0) { return; }
      event.preventDefault();
      show(index, true);
    });
    function followAddress() {  /* Back, Forward, or a #step-N typed or linked */
      var index = indexOfHash(location.hash);
      if (index >= 0 && index !== current) { show(index, false); }
      else if (index < 0 && !location.hash) { show(0, false); }
    }
    window.addEventListener("popstate", followAddress);
    window.addEventListener("hashchange", followAddress);
    setUpSwipe(stepper.querySelector(".frames") || stepper, function (forward) { step(forward ? 1 : -1); });
    var start = indexOfHash(location.hash);
    var page = pageOf(location.hash);
    if (start < 0 && page && page !== parseInt(stepper.getAttribute("data-page"), 10)) {
      var params = new URLSearchParams(location.search);  /* a step linked before the steps had pages */
      if (page > 1) { params.set("page", page); } else { params.delete("page"); }
      location.replace(location.pathname + (params.toString() ? "?" + params.toString() : "") + location.hash);
      return null;
    }
    show(start < 0 ? 0 : start, false);
    function step(by) {
      var edge = frames[current].querySelector(by > 0 ? "[data-step-next]" : "[data-step-prev]");
      if ((by > 0 ? current === frames.length - 1 : current === 0) && leaveFor(edge)) { return; }
      show(current + by, true);
    }
    return {
      next: function () { step(1); },
      previous: function () { step(-1); },
      first: function () { show(0, true); },
      last: function () { show(frames.length - 1, true); }
    };
  }

  /* --- A horizontal swipe on a phone steps forward (right to left) or back. --- */
  function setUpSwipe(area, step) {
    var x = null, y = null;
    area.addEventListener("touchstart", function (event) {
      x = event.touches[0].clientX; y = event.touches[0].clientY;
    }, {passive: true});
    area.addEventListener("touchend", function (event) {
      if (x === null) { return; }
      var dx = event.changedTouches[0].clientX - x, dy = event.changedTouches[0].clientY - y;
      x = null;
      if (Math.abs(dx) > 60 && Math.abs(dy) < Math.abs(dx) / 2) { step(dx < 0); }
    }, {passive: true});
  }

  /* --- The language switch keeps the page's query and the step shown. --- */
  function followLanguageLinks() {
    Array.prototype.forEach.call(document.querySelectorAll("nav.languages a[hreflang]"), function (link) {
      var params = new URLSearchParams(location.search);
      params.set("lang", link.getAttribute("hreflang"));
      link.href = location.pathname + "?" + params.toString() + location.hash;
    });
  }

  /* --- Projector mode (pages that have it: body[data-projector]): the current step, scaled to fit. --- */
  function projecting() { return document.body.classList.contains("projector"); }

  function withProjector(href) {  /* another page of the same steps stays in projector mode */
    if (!projecting()) { return href; }
    var url = new URL(href, location.href);
    url.searchParams.set("projector", "1");
    return url.toString();
  }

  function fitProjector() {
    var root = document.documentElement;
    if (!projecting()) { root.style.fontSize = ""; return; }
    var size = Math.min(window.innerWidth / 36, window.innerHeight / 24);
    root.style.fontSize = size + "px";
    while (size > 7 && (root.scrollHeight > window.innerHeight || root.scrollWidth > window.innerWidth)) {
      size *= 0.92;
      root.style.fontSize = size + "px";
    }
  }

  function toggleProjector(on) {
    document.body.classList.toggle("projector", on);
    Array.prototype.forEach.call(document.querySelectorAll("[data-projector-toggle]"), function (button) {
      button.textContent = button.getAttribute(projecting() ? "data-label-leave" : "data-label-enter");
      button.setAttribute("aria-pressed", projecting() ? "true" : "false");
    });
    fitProjector();
  }

  /* --- Pointing at a stack entry or Chain Link (mouse or keyboard) marks the cards it targets. --- */
  function setUpTargetPointing(entry) {
    var board = entry.closest(".board");
    function mark(on) {
      entry.getAttribute("data-targets").split(" ").forEach(function (id) {
        Array.prototype.forEach.call(board.querySelectorAll(".card[data-card='" + id + "']"), function (card) {
          card.classList.toggle("pointed", on);
        });
      });
    }
    ["mouseenter", "focus"].forEach(function (name) { entry.addEventListener(name, function () { mark(true); }); });
    ["mouseleave", "blur"].forEach(function (name) { entry.addEventListener(name, function () { mark(false); }); });
  }

  /* --- "Hide the outcome" (teaching: let the class find the answer first); remembered per browser. --- */
  function setUpHideOutcome(button) {
    var article = button.closest("article") || document.body;
    function apply(hidden) {
      article.classList.toggle("outcome-hidden", hidden);
      button.setAttribute("aria-pressed", hidden ? "true" : "false");
      button.textContent = button.getAttribute(hidden ? "data-label-show" : "data-label-hide");
    }
    var stored = null;
    try { stored = localStorage.getItem("judge-hide-outcome"); } catch (e) { /* storage off: not remembered */ }
    button.hidden = false;
    apply(stored === "1");
    button.addEventListener("click", function () {
      var hidden = !article.classList.contains("outcome-hidden");
      apply(hidden);
      try { localStorage.setItem("judge-hide-outcome", hidden ? "1" : "0"); } catch (e) { /* not remembered */ }
    });
  }

  /* --- Glossary search as you type, through the JSON API. --- */
  function setUpLiveSearch(form) {
    var input = form.querySelector("input[name=q]");
    var game = form.querySelector("select[name=game]");
    var results = document.getElementById("results");
    if (!input || !results) { return; }
    var lang = results.getAttribute("data-lang");
    var timer = null;
    var controller = null;

    function element(tag, className, text) {
      var node = document.createElement(tag);
      if (className) { node.className = className; }
      if (text !== undefined) { node.textContent = text; }
      return node;
    }

    var status = document.getElementById("results-status");
    function announce(count) {  /* one short sentence for screen readers, not the whole list again */
      if (!status) { return; }
      status.textContent = status.getAttribute(count === 1 ? "data-label-one" : "data-label-other")
        .replace("%(num)s", String(count));
    }

    function render(data) {
      announce(data.results.length);
      results.textContent = "";
      if (data.suggestion) {
        var p = element("p", "suggestion", results.getAttribute("data-label-suggestion") + " ");
        var a = element("a", "", data.suggestion);
        a.href = "?q=" + encodeURIComponent(data.suggestion);
        p.appendChild(a);
        results.appendChild(p);
      }
      if (!data.results.length) {
        results.appendChild(element("p", "empty", results.getAttribute("data-label-none")));
        return;
      }
      var list = element("ol", "results");
      data.results.forEach(function (r) {
        var item = element("li", "result" + (r.obsolete ? " obsolete" : ""));
        var link = element("a");
        link.href = r.url + "?lang=" + encodeURIComponent(lang);
        link.appendChild(element("strong", "", r.names[lang] || r.names.en));
        item.appendChild(link);
        item.appendChild(document.createTextNode(" "));
        item.appendChild(element("span", "game-tag", r.game === "mtg" ? "MTG" : "YGO"));
        if (r.obsolete) { item.appendChild(element("span", "badge", results.getAttribute("data-label-obsolete"))); }
        var names = element("span", "names");
        ["en", "de", "nl"].forEach(function (code) {
          var name = element("span");
          name.lang = code;
          name.appendChild(element("abbr", "", code));
          name.appendChild(document.createTextNode(" " + (r.names[code] || "")));
          names.appendChild(name);
        });
        item.appendChild(names);
        if (r.snippet) { item.appendChild(element("p", "snippet", r.snippet)); }
        list.appendChild(item);
      });
      results.appendChild(list);
    }

    function run() {
      var query = input.value.trim();
      var params = "q=" + encodeURIComponent(query) + "&lang=" + encodeURIComponent(lang) +
        (game && game.value ? "&game=" + encodeURIComponent(game.value) : "");
      if (history.replaceState) { history.replaceState(null, "", "?" + params); followLanguageLinks(); }
      if (!query) { return; }
      if (controller) { controller.abort(); }
      controller = window.AbortController ? new AbortController() : null;
      fetch("/api/glossary/search?" + params, {signal: controller ? controller.signal : undefined,
                                                headers: {"Accept": "application/json"}})
        .then(function (response) { return response.ok ? response.json() : null; })
        .then(function (data) { if (data && input.value.trim() === query) { render(data); } })
        .catch(function () { /* a newer query replaced this one, or offline: the form still works */ });
    }

    function schedule() { clearTimeout(timer); timer = setTimeout(run, 120); }
    input.addEventListener("input", schedule);
    if (game) { game.addEventListener("change", schedule); }
    form.setAttribute("data-live", "on");
  }

  /* --- Small helpers: copy the permalink, load an example on choice, jump to an error line. --- */
  function setUpCopy(button) {
    var target = document.getElementById(button.getAttribute("data-copy"));
    if (!target || !navigator.clipboard) { return; }
    button.hidden = false;
    button.addEventListener("click", function () {
      navigator.clipboard.writeText(target.value).then(function () { button.classList.add("done"); });
    });
  }

  function showErrorLine(textarea) {
    var line = parseInt(textarea.getAttribute("data-error-line"), 10);
    var column = parseInt(textarea.getAttribute("data-error-column"), 10) || 1;
    var lines = textarea.value.split("\n");
    var offset = 0;
    for (var i = 0; i < line - 1 && i < lines.length; i++) { offset += lines[i].length + 1; }
    var start = offset + Math.max(0, column - 1);
    textarea.setSelectionRange(start, offset + (lines[line - 1] || "").length);
  }

  document.addEventListener("DOMContentLoaded", function () {
    var steppers = Array.prototype.map.call(document.querySelectorAll("[data-stepper]"), setUpStepper)
      .filter(Boolean);
    Array.prototype.forEach.call(document.querySelectorAll("form[data-live-search]"), setUpLiveSearch);
    Array.prototype.forEach.call(document.querySelectorAll("[data-copy]"), setUpCopy);
    Array.prototype.forEach.call(document.querySelectorAll("[data-hide-outcome]"), setUpHideOutcome);
    Array.prototype.forEach.call(document.querySelectorAll(".stack li[data-targets]"), setUpTargetPointing);
    Array.prototype.forEach.call(document.querySelectorAll("select[data-autosubmit]"), function (select) {
      select.addEventListener("change", function () { if (select.value) { select.form.submit(); } });
    });
    Array.prototype.forEach.call(document.querySelectorAll("textarea[data-error-line]"), showErrorLine);
    var hasProjector = document.body.hasAttribute("data-projector");
    Array.prototype.forEach.call(document.querySelectorAll("[data-projector-toggle]"), function (link) {
      link.addEventListener("click", function (event) { event.preventDefault(); toggleProjector(); });
    });
    Array.prototype.forEach.call(document.querySelectorAll(".step-pages a, .step-nav a:not([href^='#'])"), function (link) {
      link.addEventListener("click", function () { link.href = withProjector(link.href); });
    });
    if (hasProjector) { toggleProjector(projecting()); window.addEventListener("resize", fitProjector); }
    followLanguageLinks();

    var search = document.getElementById("site-q");
    document.addEventListener("keydown", function (event) {
      if (typing(event) || event.altKey || event.ctrlKey || event.metaKey) { return; }
      var stepper = steppers[0];
      var projector = hasProjector ? function () { toggleProjector(); } : null;
      var actions = {
        ArrowRight: stepper && stepper.next, PageDown: stepper && stepper.next,
        ArrowLeft: stepper && stepper.previous, PageUp: stepper && stepper.previous,
        Home: stepper && stepper.first, End: stepper && stepper.last,
        p: projector, P: projector,
        Escape: hasProjector && projecting() ? function () { toggleProjector(false); } : null,
        "/": search ? function () { search.focus(); search.select(); } : null
      };
      var action = actions[event.key];
      if (action) { event.preventDefault(); action(); }
    });
  });
})();
