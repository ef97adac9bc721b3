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
      if (focus) {  /* a step the reader chose: the address names it, so it can be shared */
        if (history.replaceState) { history.replaceState(null, "", "#" + frames[current].id); }
        frames[current].focus({preventScroll: true});
      }
      keepVisible(links[current]);
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

    stepper.addEventListener("click", function (event) {
      var link = event.target.closest("a[href^='#']");
      if (!link) { return; }
      var index = indexOfHash(link.getAttribute("href"));
      if (index < 0) { return; }
      event.preventDefault();
      show(index, true);
    });
    var start = indexOfHash(location.hash);
    show(start < 0 ? 0 : start, false);
    return {
      next: function () { show(current + 1, true); },
      previous: function () { show(current - 1, true); },
      first: function () { show(0, true); },
      last: function () { show(frames.length - 1, true); }
    };
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

    function render(data) {
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
      if (history.replaceState) { history.replaceState(null, "", "?" + params); }
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

  function toggleProjector() {
    document.body.classList.toggle("projector");
  }

  document.addEventListener("DOMContentLoaded", function () {
    var steppers = Array.prototype.map.call(document.querySelectorAll("[data-stepper]"), setUpStepper)
      .filter(Boolean);
    Array.prototype.forEach.call(document.querySelectorAll("form[data-live-search]"), setUpLiveSearch);
    Array.prototype.forEach.call(document.querySelectorAll("[data-copy]"), setUpCopy);
    Array.prototype.forEach.call(document.querySelectorAll("select[data-autosubmit]"), function (select) {
      select.addEventListener("change", function () { if (select.value) { select.form.submit(); } });
    });
    Array.prototype.forEach.call(document.querySelectorAll("textarea[data-error-line]"), showErrorLine);
    Array.prototype.forEach.call(document.querySelectorAll("[data-projector-toggle]"), function (link) {
      link.addEventListener("click", function (event) { event.preventDefault(); toggleProjector(); });
    });

    document.addEventListener("keydown", function (event) {
      if (typing(event) || event.altKey || event.ctrlKey || event.metaKey) { return; }
      var stepper = steppers[0];
      var actions = {
        ArrowRight: stepper && stepper.next, PageDown: stepper && stepper.next,
        ArrowLeft: stepper && stepper.previous, PageUp: stepper && stepper.previous,
        Home: stepper && stepper.first, End: stepper && stepper.last,
        p: toggleProjector, P: toggleProjector
      };
      var action = actions[event.key];
      if (action) { event.preventDefault(); action(); }
    });
  });
})();
