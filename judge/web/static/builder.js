/* judge: the board builder on the ruling form. Progressive enhancement: without this file the
   form is a YAML text area. The builder edits the scenario as the server's loader reads it
   (POST /api/scenarios/check gives that model) and writes the YAML beside it; the YAML is
   what is submitted. Hand edits to the YAML are checked as you type (problems at line:column)
   and loaded back into the builder when they are valid. */
"use strict";

(function () {
  var MTG_STEPS = ["untap", "upkeep", "draw", "precombat_main", "beginning_of_combat", "declare_attackers",
    "declare_blockers", "combat_damage", "end_of_combat", "postcombat_main", "end", "cleanup"];
  var YGO_PHASES = ["draw", "standby", "main1", "battle", "main2", "end"];
  var MTG_ZONES = ["battlefield", "hand", "graveyard", "exile"];
  var YGO_ZONES = ["monsters", "spells_traps", "hand", "graveyard", "banished", "extra_deck"];
  var KEY_ORDER = ["game", "title", "description", "tags", "cards", "players", "turn", "stack", "combat",
    "summon", "attack", "chain", "actions", "choices", "until", "expect"];
  var RESERVED = /^(true|false|yes|no|on|off|null|y|n|~)$/i;

  /* --- YAML out: block style at the top, flow style for short entries (cards, targets). --- */
  function scalar(value) {
    if (value === null || value === undefined) { return "null"; }
    if (typeof value !== "string") { return String(value); }
    if (/^[A-Za-z][A-Za-z0-9 _'!.\-\/]*$/.test(value) && !RESERVED.test(value) && !/ $/.test(value)) { return value; }
    return JSON.stringify(value);
  }
  function flow(value) {
    if (Array.isArray(value)) { return "[" + value.map(flow).join(", ") + "]"; }
    if (value && typeof value === "object") {
      return "{" + Object.keys(value).map(function (k) { return scalar(k) + ": " + flow(value[k]); }).join(", ") + "}";
    }
    return scalar(value);
  }
  function flat(value) {  /* a scalar, or a list or mapping of scalars */
    if (value === null || typeof value !== "object") { return true; }
    return Object.keys(value).every(function (k) { return value[k] === null || typeof value[k] !== "object"; });
  }
  function simple(value) {  /* written on one line: a card entry, a list of targets, the turn */
    if (value === null || typeof value !== "object") { return typeof value !== "string" || !/\n/.test(value); }
    var parts = Array.isArray(value) ? value : Object.keys(value).map(function (k) { return value[k]; });
    return flow(value).length < 90 && parts.every(flat);
  }
  function shorthand(entries) {  /* {card: Forest} is written Forest */
    return entries.map(function (e) { return e && typeof e === "object" && Object.keys(e).length === 1 && "card" in e ? e.card : e; });
  }
  function block(value, indent) {
    var pad = new Array(indent + 1).join(" ");
    var out = [];
    Object.keys(value).forEach(function (key) {
      var item = value[key];
      if (simple(item)) { out.push(pad + scalar(key) + ": " + flow(item)); return; }
      out.push(pad + scalar(key) + ":");
      if (Array.isArray(item)) {
        item.forEach(function (entry) {
          if (simple(entry) && key !== "players") { out.push(pad + "  - " + flow(entry)); return; }
          var lines = block(entry, indent + 4);
          out.push(pad + "  - " + lines.slice(indent + 4));
        });
      } else {
        out.push(block(item, indent + 2));
      }
    });
    return out.join("\n");
  }
  function toYaml(model) {
    var ordered = {};
    KEY_ORDER.concat(Object.keys(model)).forEach(function (key) {
      if (key in model && !(key in ordered)) { ordered[key] = model[key]; }
    });
    if (ordered.players) {
      ordered.players = ordered.players.map(function (p) {
        var copy = {};
        Object.keys(p).forEach(function (k) { copy[k] = Array.isArray(p[k]) ? shorthand(p[k]) : p[k]; });
        return copy;
      });
    }
    return block(ordered, 0) + "\n";
  }

  /* --- Small DOM helpers. --- */
  function el(tag, attrs, children) {
    var node = document.createElement(tag);
    Object.keys(attrs || {}).forEach(function (k) {
      if (k === "text") { node.textContent = attrs[k]; }
      else if (k.slice(0, 2) === "on") { node.addEventListener(k.slice(2), attrs[k]); }
      else if (attrs[k] !== null && attrs[k] !== undefined && attrs[k] !== false) { node.setAttribute(k, attrs[k]); }
    });
    (children || []).forEach(function (c) { if (c) { node.appendChild(typeof c === "string" ? document.createTextNode(c) : c); } });
    return node;
  }
  var uid = 0;
  function fieldId() { uid += 1; return "b-" + uid; }
  function labelled(text, control) {
    control.id = control.id || fieldId();
    return el("span", {"class": "field"}, [el("label", {"for": control.id, text: text}), control]);
  }
  function nameOf(entry) { return typeof entry === "string" ? entry : (entry && entry.card) || ""; }
  function slug(name) { return name.toLowerCase().replace(/[^a-z0-9]+/g, "-").replace(/^-|-$/g, ""); }

  function setUpBuilder(root) {
    var textarea = document.getElementById("scenario");
    var labels = JSON.parse(document.getElementById("builder-labels").textContent);
    var initial = document.getElementById("builder-model");
    var model = initial ? JSON.parse(initial.textContent) : null;
    var area = root.querySelector("[data-builder-root]");
    var status = root.querySelector("[data-builder-status]");
    var lang = document.body.getAttribute("data-lang") || "en";
    var datalist = el("datalist", {id: "card-names"});
    root.appendChild(datalist);
    var wroteYaml = "";

    function blank(game) {
      return game === "yugioh"
        ? {game: "yugioh", players: [{name: "Yugi", monsters: []}, {name: "Kaiba", monsters: []}],
           turn: {active: "Yugi", phase: "main1"}}
        : {game: "mtg", players: [{name: "Alice", battlefield: []}, {name: "Bob", battlefield: []}],
           turn: {active: "Alice", step: "precombat_main"}};
    }
    if (!model) { model = blank("mtg"); }

    function changed() {
      cleanUp();
      wroteYaml = toYaml(model);
      textarea.value = wroteYaml;
      textarea.dispatchEvent(new Event("builder-wrote"));
      draw();
    }
    function cleanUp() {  /* leave out what is empty, so the YAML says only what was set */
      (model.players || []).forEach(function (p) {
        Object.keys(p).forEach(function (k) { if (Array.isArray(p[k]) && !p[k].length && k !== "battlefield" && k !== "monsters") { delete p[k]; } });
      });
      ["stack", "chain", "actions"].forEach(function (k) { if (Array.isArray(model[k]) && !model[k].length) { delete model[k]; } });
    }

    /* Everything a target or an attached card can name: permanents (by name, or id when two share
       a name) and players. */
    function boardRefs() {
      var refs = [], counts = {};
      function extraZone(p) { return p.extra_monster_zone ? [p.extra_monster_zone] : []; }
      (model.players || []).forEach(function (p) {
        (p.battlefield || []).concat(p.monsters || [], extraZone(p), p.spells_traps || []).forEach(function (e) {
          counts[nameOf(e)] = (counts[nameOf(e)] || 0) + 1;
        });
      });
      (model.players || []).forEach(function (p) {
        ["battlefield", "monsters", "extra_monster_zone", "spells_traps"].forEach(function (zone) {
          (zone === "extra_monster_zone" ? extraZone(p) : p[zone] || []).forEach(function (e, i) {
            var name = nameOf(e);
            if (!name) { return; }
            if (counts[name] > 1 && typeof e === "object" && !e.id) { e.id = slug(name) + "-" + p.name.toLowerCase() + "-" + (i + 1); }
            refs.push({value: counts[name] > 1 ? e.id : name, text: name + " (" + p.name + ")",
                       monster: zone === "monsters" || zone === "extra_monster_zone"});
          });
        });
        refs.push({value: p.name, text: p.name, player: true});
      });
      return refs;
    }

    function cardInput(value, onchange, label) {
      var input = el("input", {type: "text", list: "card-names", value: value || "", autocomplete: "off",
                               placeholder: labels.card_placeholder, "class": "card-input"});
      input.addEventListener("input", function () { suggest(input.value); });
      input.addEventListener("change", function () { onchange(input.value.trim()); });
      return labelled(label || labels.card, input);
    }
    var suggestTimer = null;
    function suggest(query) {
      clearTimeout(suggestTimer);
      if (query.trim().length < 2) { return; }
      suggestTimer = setTimeout(function () {
        fetch("/api/card-names?game=" + model.game + "&lang=" + lang + "&q=" + encodeURIComponent(query))
          .then(function (r) { return r.ok ? r.json() : {cards: []}; })
          .then(function (data) {
            datalist.textContent = "";
            data.cards.forEach(function (c) {
              datalist.appendChild(el("option", {value: c.name, label: c.shown !== c.name ? c.shown : null}));
            });
          }).catch(function () { /* offline: typing the name still works */ });
      }, 150);
    }
    function playerSelect(value, onchange, label, allowNone) {
      var select = el("select", {onchange: function () { onchange(select.value); }});
      if (allowNone) { select.appendChild(el("option", {value: "", text: "—"})); }
      (model.players || []).forEach(function (p) {
        select.appendChild(el("option", {value: p.name, text: p.name, selected: p.name === value ? "selected" : null}));
      });
      return labelled(label, select);
    }
    function checkbox(text, checked, onchange) {
      var box = el("input", {type: "checkbox", checked: checked ? "checked" : null,
                             onchange: function () { onchange(box.checked); }});
      box.id = fieldId();
      return el("span", {"class": "field check"}, [box, el("label", {"for": box.id, text: text})]);
    }
    function numberInput(text, value, onchange, min) {
      var input = el("input", {type: "number", value: value === undefined ? "" : value, min: min === undefined ? null : min,
                               inputmode: "numeric", "class": "number",
                               onchange: function () { onchange(input.value === "" ? undefined : parseInt(input.value, 10)); }});
      return labelled(text, input);
    }
    function removeButton(text, onclick) {
      return el("button", {type: "button", "class": "remove", "aria-label": text, title: text, onclick: onclick, text: "×"});
    }
    function targetsPicker(entry, key, legend, only) {
      var chosen = entry[key] || [];
      var box = el("fieldset", {"class": "targets-picker"}, [el("legend", {text: legend || labels.targets})]);
      boardRefs().forEach(function (ref) {
        if (!offered(ref, only)) { return; }
        box.appendChild(checkbox(ref.text, chosen.indexOf(ref.value) >= 0, function (on) {
          var list = (entry[key] || []).filter(function (v) { return v !== ref.value; });
          if (on) { list.push(ref.value); }
          if (list.length) { entry[key] = list; } else { delete entry[key]; }
          changed();
        }));
      });
      return box;
    }

    /* --- One permanent (Magic) or monster / Spell-Trap (Yu-Gi-Oh!). --- */
    function permanentRow(list, index, zone) {
      var entry = list[index];
      if (typeof entry === "string") { entry = list[index] = {card: entry}; }
      function set(key, value) { if (value === undefined || value === false || value === "" || value === 0) { delete entry[key]; } else { entry[key] = value; } changed(); }
      var parts = [cardInput(entry.card, function (v) { set("card", v); })];
      if (zone === "battlefield") {
        parts.push(checkbox(labels.tapped, entry.tapped, function (v) { set("tapped", v); }));
        parts.push(numberInput(labels.damage, entry.damage, function (v) { set("damage", v); }, 0));
        var counters = el("input", {type: "text", "class": "counters", value: Object.keys(entry.counters || {}).map(function (k) { return k + ": " + entry.counters[k]; }).join(", "),
                                    placeholder: "+1/+1: 1",
                                    onchange: function () {
                                      var found = {};
                                      counters.value.split(",").forEach(function (part) {
                                        var m = part.match(/^\s*(.+?)\s*:\s*(\d+)\s*$/);
                                        if (m) { found[m[1]] = parseInt(m[2], 10); }
                                      });
                                      set("counters", Object.keys(found).length ? found : undefined);
                                    }});
        parts.push(labelled(labels.counters, counters));
        var hosts = el("select", {onchange: function () { set("attached_to", hosts.value || undefined); }},
                       [el("option", {value: "", text: "—"})]);
        boardRefs().forEach(function (ref) {
          if (ref.value !== entry.card && ref.value !== entry.id) {
            hosts.appendChild(el("option", {value: ref.value, text: ref.text, selected: ref.value === entry.attached_to ? "selected" : null}));
          }
        });
        parts.push(labelled(labels.attached_to, hosts));
        parts.push(checkbox(labels.sick, entry.sick, function (v) { set("sick", v); }));
      } else if (zone === "monsters") {
        var position = el("select", {onchange: function () { set("position", position.value === "attack" ? undefined : position.value); }});
        [["attack", labels.attack_position], ["defense", labels.defense_position], ["set", labels.set_face_down]].forEach(function (o) {
          position.appendChild(el("option", {value: o[0], text: o[1], selected: (entry.position || "attack") === o[0] ? "selected" : null}));
        });
        parts.push(labelled(labels.position, position));
      } else if (zone === "spells_traps") {
        parts.push(checkbox(labels.set_face_down, entry.set, function (v) { set("set", v); }));
      }
      parts.push(removeButton(labels.remove, function () { list.splice(index, 1); changed(); }));
      return el("li", {"class": "built-card"}, parts);
    }

    function zoneEditor(player, zone) {
      var list = player[zone] = player[zone] || [];
      var rows = el("ul", {"class": "built-cards"});
      var permanents = zone === "battlefield" || zone === "monsters" || zone === "spells_traps";
      list.forEach(function (entry, i) {
        rows.appendChild(permanents ? permanentRow(list, i, zone)
          : el("li", {"class": "chip"}, [nameOf(entry) + " ", removeButton(labels.remove, function () { list.splice(i, 1); changed(); })]));
      });
      var adder = el("input", {type: "text", list: "card-names", autocomplete: "off", placeholder: labels.card_placeholder,
                               "class": "card-input"});
      adder.addEventListener("input", function () { suggest(adder.value); });
      function add() {
        var name = adder.value.trim();
        if (!name) { return; }
        list.push(permanents ? {card: name} : name);
        changed();
        var again = area.querySelector("[data-adder='" + player.name + "/" + zone + "']");
        if (again) { again.focus(); }
      }
      adder.addEventListener("keydown", function (e) { if (e.key === "Enter") { e.preventDefault(); add(); } });
      adder.setAttribute("data-adder", player.name + "/" + zone);
      var addLabel = labels.add_to.replace("%(zone)s", labels.zones[zone] || zone);
      return el("div", {"class": "zone-editor"}, [
        el("h4", {text: labels.zones[zone] || zone}), rows,
        el("span", {"class": "adder"}, [labelled(addLabel, adder), el("button", {type: "button", onclick: add, text: labels.add})])
      ]);
    }

    function playerEditor(player, index) {
      var zones = model.game === "yugioh" ? YGO_ZONES : MTG_ZONES;
      var name = el("input", {type: "text", value: player.name, onchange: function () {
        var old = player.name;
        player.name = name.value.trim() || old;
        if (model.turn && model.turn.active === old) { model.turn.active = player.name; }
        changed();
      }});
      var parts = [
        el("div", {"class": "player-line"}, [
          labelled(labels.name, name),
          numberInput(model.game === "yugioh" ? labels.life_points : labels.life, player.life, function (v) {
            if (v === undefined) { delete player.life; } else { player.life = v; } changed(); }),
          model.game === "mtg" && model.players.length > 1 ? removeButton(labels.remove_player, function () { model.players.splice(index, 1); changed(); }) : null
        ])
      ];
      zones.forEach(function (zone) { parts.push(zoneEditor(player, zone)); });
      if (model.game === "yugioh") {  /* the Field Zone holds one Field Spell; an Extra Monster Zone one Extra Deck monster */
        parts.push(el("div", {"class": "zone-editor"}, [el("h4", {text: labels.zones.field}),
          cardInput(nameOf(player.field), function (v) { if (v) { player.field = v; } else { delete player.field; } changed(); })]));
        parts.push(el("div", {"class": "zone-editor"}, [el("h4", {text: labels.zones.extra_monster_zone}),
          cardInput(nameOf(player.extra_monster_zone), function (v) {
            if (v) { player.extra_monster_zone = v; } else { delete player.extra_monster_zone; } changed(); })]));
      }
      return el("section", {"class": "built-player", "aria-label": player.name}, [el("h3", {text: player.name})].concat(parts));
    }

    /* --- Stack entries (Magic) / Chain Links (Yu-Gi-Oh!) and Magic actions. --- */
    function stackEditor() {
      var key = model.game === "yugioh" ? "chain" : "stack";
      var list = model[key] = model[key] || [];
      var rows = el("ol", {"class": "built-stack"});
      list.forEach(function (entry, i) {
        var kind = "activate" in entry ? "activate" : ("trigger" in entry ? "trigger" : "cast");
        var parts = [];
        if (model.game === "mtg") {
          var select = el("select", {onchange: function () {
            var name = entry[kind]; delete entry[kind]; entry[select.value] = name; changed(); }});
          [["cast", labels.cast], ["activate", labels.activate], ["trigger", labels.trigger]].forEach(function (o) {
            select.appendChild(el("option", {value: o[0], text: o[1], selected: o[0] === kind ? "selected" : null}));
          });
          parts.push(labelled(labels.kind, select));
        } else { kind = "activate"; }
        parts.push(cardInput(entry[kind], function (v) { entry[kind] = v; changed(); }));
        parts.push(playerSelect(entry.controller, function (v) { if (v) { entry.controller = v; } else { delete entry.controller; } changed(); }, labels.controller, true));
        parts.push(targetsPicker(entry, "targets"));
        parts.push(removeButton(labels.remove, function () { list.splice(i, 1); changed(); }));
        rows.appendChild(el("li", {"class": "built-entry"}, parts));
      });
      var title = model.game === "yugioh" ? labels.chain_title : labels.stack_title;
      return el("section", {"class": "built-stack-section"}, [
        el("h3", {text: title}), rows,
        el("button", {type: "button", text: model.game === "yugioh" ? labels.add_chain_link : labels.add_stack_entry,
                      onclick: function () {
                        var entry = model.game === "yugioh" ? {activate: ""} : {cast: ""};
                        list.push(entry); changed();
                        var inputs = area.querySelectorAll(".built-stack .card-input");
                        if (inputs.length) { inputs[inputs.length - 1].focus(); }
                      }})
      ]);
    }

    /* --- `actions:` of both games: each kind edited with controls, names picked from the board. --- */
    var ACTION_KINDS = {
      mtg: ["cast", "activate", "play", "pass", "resolve", "to", "attack", "block", "choose"],
      yugioh: ["summon", "set", "activate", "attack", "change_position", "pass", "resolve", "to"]
    };
    var TO_CHOICES = {
      mtg: MTG_STEPS.concat(["beginning", "combat", "ending", "next_turn"]),
      yugioh: ["battle", "damage_step", "main2", "end", "next_turn"]
    };
    function blankAction(kind) {
      var first = (model.players[0] || {}).name, second = (model.players[1] || {}).name;
      var ygo = model.game === "yugioh";
      return {
        cast: {cast: "", by: first}, play: {play: "", by: first},
        activate: ygo ? {activate: "", by: second || first} : {activate: "", by: first},
        pass: {pass: ygo ? second || first : first}, resolve: {resolve: ygo ? "chain" : 1},
        to: {to: ygo ? "battle" : "declare_attackers"},
        attack: ygo ? {attack: {attacker: "", target: "direct"}} : {attack: []},
        block: {block: []}, choose: {choose: {damage_assignment: {}}},
        summon: {summon: {card: "", by: first}}, set: {set: "", by: first}, change_position: {change_position: ""}
      }[kind];
    }
    function actionKind(entry) {
      return ACTION_KINDS[model.game].filter(function (k) { return entry && typeof entry === "object" && k in entry; })[0];
    }
    /* Which board references a control offers: all, cards only (true) or monsters only ("monsters"). */
    function offered(ref, only) { return !only || (only === "monsters" ? ref.monster : !ref.player); }
    /* A select of what is on the board (permanents, monsters, players), with extra options first. */
    function refSelect(value, onchange, label, extras, only) {
      var select = el("select", {onchange: function () { onchange(select.value); }});
      var options = (extras || []).concat(boardRefs().filter(function (r) { return offered(r, only); }));
      if (value && !options.some(function (o) { return o.value === value; })) { options.unshift({value: value, text: value}); }
      options.forEach(function (o) {
        select.appendChild(el("option", {value: o.value, text: o.text, selected: o.value === value ? "selected" : null}));
      });
      return labelled(label, select);
    }
    function optionSelect(value, choices, onchange, label) {
      var select = el("select", {onchange: function () { onchange(select.value); }});
      if (value && !choices.some(function (c) { return c[0] === value; })) { choices = [[value, value]].concat(choices); }
      choices.forEach(function (c) {
        select.appendChild(el("option", {value: c[0], text: c[1], selected: c[0] === value ? "selected" : null}));
      });
      return labelled(label, select);
    }
    function byPlayer(entry, key) {
      return playerSelect(entry[key], function (v) { if (v) { entry[key] = v; } else { delete entry[key]; } changed(); }, labels.by, true);
    }
    /* Magic declarations: one row per creature (attack: what it attacks; block: which attacker). */
    function declarations(entry, kind) {
      var list = entry[kind] = entry[kind] || [];
      var key = kind === "attack" ? "attacks" : "blocks";
      var box = el("fieldset", {"class": "targets-picker"}, [el("legend", {text: kind === "attack" ? labels.attackers : labels.blockers})]);
      list.forEach(function (row, i) {
        box.appendChild(el("div", {"class": "declaration"}, [
          refSelect(row.creature, function (v) { row.creature = v; changed(); }, labels.creature, [{value: "", text: "—"}], true),
          refSelect(row[key], function (v) { row[key] = v; changed(); }, kind === "attack" ? labels.attacks : labels.blocks,
                    [{value: "", text: "—"}], kind === "block"),
          removeButton(labels.remove, function () { list.splice(i, 1); changed(); })
        ]));
      });
      box.appendChild(el("button", {type: "button", text: kind === "attack" ? labels.add_attacker : labels.add_blocker,
                                    onclick: function () { var row = {creature: ""}; row[key] = ""; list.push(row); changed(); }}));
      if (!list.length) { box.appendChild(el("p", {"class": "hint", text: kind === "attack" ? labels.no_attackers : labels.no_blockers})); }
      return box;
    }
    /* Magic `choose`: how an attacker's combat damage is divided (damage_assignment); the other
       choices are kept as written and edited in the YAML. */
    function damageAssignment(entry) {
      var choose = entry.choose = entry.choose || {};
      var parts = [];
      Object.keys(choose).filter(function (k) { return k !== "damage_assignment"; }).forEach(function (k) {
        parts.push(el("code", {text: k + ": " + flow(choose[k])}));
      });
      var assignment = choose.damage_assignment = choose.damage_assignment || {};
      Object.keys(assignment).forEach(function (attacker) {
        var split = assignment[attacker];
        var box = el("fieldset", {"class": "targets-picker"}, [el("legend", {text: labels.damage_of.replace("%(card)s", attacker)})]);
        boardRefs().forEach(function (ref) {
          if (ref.value === attacker) { return; }
          box.appendChild(numberInput(ref.text, split[ref.value], function (v) {
            if (v === undefined || v === 0) { delete split[ref.value]; } else { split[ref.value] = v; } changed(); }, 0));
        });
        box.appendChild(removeButton(labels.remove, function () { delete assignment[attacker]; changed(); }));
        parts.push(box);
      });
      parts.push(refSelect("", function (v) { if (v && !assignment[v]) { assignment[v] = {}; changed(); } },
                           labels.divide_damage_of, [{value: "", text: "—"}], true));
      return parts;
    }
    function actionParts(entry, kind) {
      var parts = [el("span", {"class": "kind", text: labels.action_names[kind] || kind})];
      var ygo = model.game === "yugioh";
      if (kind === "pass") {
        parts.push(playerSelect(entry.pass, function (v) { entry.pass = v; changed(); }, labels.player));
      } else if (kind === "resolve") {
        parts[0].textContent = ygo ? labels.resolve_chain : labels.resolve_top;
      } else if (kind === "to") {
        parts.push(optionSelect(entry.to, TO_CHOICES[model.game].map(function (s) {
          return [s, s === "next_turn" ? labels.next_turn : s === "damage_step" ? labels.damage_step : labels.steps[model.game][s] || s];
        }), function (v) { entry.to = v; changed(); }, labels.go_to));
      } else if (kind === "attack" && ygo) {
        var attack = entry.attack = entry.attack || {};
        parts.push(refSelect(attack.attacker, function (v) { attack.attacker = v; changed(); }, labels.attacker, [{value: "", text: "—"}], "monsters"));
        parts.push(refSelect(attack.target, function (v) { attack.target = v; changed(); }, labels.attack_target,
                             [{value: "direct", text: labels.direct_attack}], "monsters"));
      } else if (kind === "attack" || kind === "block") {
        parts.push(declarations(entry, kind));
      } else if (kind === "choose") {
        parts = parts.concat(damageAssignment(entry));
      } else if (kind === "summon") {
        var summon = entry.summon = entry.summon || {};
        function put(key, value, dflt) { if (value === undefined || value === "" || value === dflt) { delete summon[key]; } else { summon[key] = value; } changed(); }
        parts.push(cardInput(summon.card, function (v) { put("card", v); }));
        parts.push(byPlayer(summon, "by"));
        parts.push(optionSelect(summon.method || "normal", ["normal", "tribute", "set", "flip", "special", "fusion"].map(function (m) {
          return [m, labels.methods[m] || m]; }), function (v) { put("method", v, "normal"); }, labels.method));
        parts.push(optionSelect(summon.position || "attack", [["attack", labels.attack_position], ["defense", labels.defense_position],
          ["set", labels.set_face_down]], function (v) { put("position", v, "attack"); }, labels.position));
        parts.push(targetsPicker(summon, "tributes", labels.tributes, "monsters"));
      } else if (kind === "change_position") {
        parts.push(refSelect(entry.change_position, function (v) { entry.change_position = v; changed(); }, labels.monster,
                             [{value: "", text: "—"}], "monsters"));
        parts.push(byPlayer(entry, "by"));
      } else {  /* cast, activate, play, set: a card by name */
        parts.push(cardInput(entry[kind], function (v) { entry[kind] = v; changed(); }));
        parts.push(byPlayer(entry, "by"));
        if (kind === "cast" || kind === "activate") { parts.push(targetsPicker(entry, "targets")); }
      }
      return parts;
    }
    function actionsEditor() {
      var list = model.actions = model.actions || [];
      var rows = el("ol", {"class": "built-actions"});
      list.forEach(function (entry, i) {
        var kind = actionKind(entry);
        var parts = kind ? actionParts(entry, kind) : [el("code", {text: flow(entry)})];  /* unknown: kept as written */
        parts.push(removeButton(labels.remove, function () { list.splice(i, 1); changed(); }));
        rows.appendChild(el("li", {"class": "built-entry", "data-action": kind || ""}, parts));
      });
      var kinds = el("select", {"data-action-kind": ""}, ACTION_KINDS[model.game].map(function (k) {
        return el("option", {value: k, text: labels.action_names[k] || k}); }));
      function add() {
        list.push(blankAction(kinds.value)); changed();
        var added = area.querySelectorAll(".built-actions > li");
        var first = added.length ? added[added.length - 1].querySelector("input, select") : null;
        if (first) { first.focus(); }
      }
      return el("section", {"class": "built-actions-section"}, [
        el("h3", {text: labels.actions_title}), el("p", {"class": "hint", text: labels.actions_hint}), rows,
        el("span", {"class": "adder"}, [labelled(labels.action, kinds), el("button", {type: "button", onclick: add, text: labels.add_action})])
      ]);
    }

    function turnEditor() {
      var turn = model.turn = model.turn || {};
      var key = model.game === "yugioh" ? "phase" : "step";
      var steps = el("select", {onchange: function () { turn[key] = steps.value; changed(); }});
      (model.game === "yugioh" ? YGO_PHASES : MTG_STEPS).forEach(function (s) {
        steps.appendChild(el("option", {value: s, text: labels.steps[model.game][s] || s,
                                        selected: (turn[key] || (key === "phase" ? "main1" : "precombat_main")) === s ? "selected" : null}));
      });
      var parts = [playerSelect(turn.active, function (v) { turn.active = v; changed(); }, labels.active_player),
                   labelled(model.game === "yugioh" ? labels.phase : labels.step, steps)];
      if (model.game === "yugioh") {
        var attack = model.attack || {};
        var refs = boardRefs();
        var attacker = el("select", {onchange: function () {
          if (attacker.value) { model.attack = {attacker: attacker.value, target: (model.attack || {}).target || "direct"}; }
          else { delete model.attack; }
          changed(); }}, [el("option", {value: "", text: "—"})]);
        var target = el("select", {onchange: function () { if (model.attack) { model.attack.target = target.value; changed(); } }},
                        [el("option", {value: "direct", text: labels.direct_attack})]);
        refs.forEach(function (r) {
          attacker.appendChild(el("option", {value: r.value, text: r.text, selected: attack.attacker === r.value ? "selected" : null}));
          target.appendChild(el("option", {value: r.value, text: r.text, selected: attack.target === r.value ? "selected" : null}));
        });
        parts.push(labelled(labels.attacker, attacker), labelled(labels.attack_target, target));
      }
      return el("div", {"class": "turn-line"}, parts);
    }

    function draw() {
      var focused = document.activeElement && area.contains(document.activeElement) ? document.activeElement.getAttribute("data-adder") : null;
      area.textContent = "";
      var game = el("select", {onchange: function () {
        if (game.value !== model.game && window.confirm(labels.confirm_game)) { model = blank(game.value); changed(); }
        else { game.value = model.game; } }},
        [el("option", {value: "mtg", text: "Magic: The Gathering", selected: model.game === "mtg" ? "selected" : null}),
         el("option", {value: "yugioh", text: "Yu-Gi-Oh!", selected: model.game === "yugioh" ? "selected" : null})]);
      var perLanguage = model.title && typeof model.title === "object";  /* title: {en, de, nl} */
      var title = el("input", {type: "text", value: perLanguage ? (model.title[lang] || model.title.en || "") : (model.title || ""),
                               onchange: function () {
        var text = title.value.trim();
        if (perLanguage) { model.title[lang] = text; if (!text) { delete model.title[lang]; } }
        else if (text) { model.title = text; } else { delete model.title; }
        changed(); }});
      area.appendChild(el("div", {"class": "turn-line"}, [labelled(labels.game, game), labelled(labels.title, title)]));
      area.appendChild(turnEditor());
      var players = el("div", {"class": "built-players"});
      model.players.forEach(function (p, i) { players.appendChild(playerEditor(p, i)); });
      area.appendChild(players);
      if (model.game === "mtg" && model.players.length < 8) {
        area.appendChild(el("button", {type: "button", text: labels.add_player, onclick: function () {
          var names = ["Alice", "Bob", "Carol", "Dave", "Erin", "Frank", "Grace", "Heidi"];
          var taken = model.players.map(function (p) { return p.name; });
          model.players.push({name: names.filter(function (n) { return taken.indexOf(n) < 0; })[0] || "Player", battlefield: []});
          changed(); }}));
      }
      area.appendChild(stackEditor());
      area.appendChild(actionsEditor());
      if (focused) { var again = area.querySelector("[data-adder='" + focused + "']"); if (again) { again.focus(); } }
    }

    /* The YAML edited by hand: once it is a valid scenario again, the builder follows it. */
    textarea.addEventListener("scenario-checked", function (event) {
      if (event.detail && event.detail.ok && textarea.value !== wroteYaml) {
        model = event.detail.model;
        wroteYaml = textarea.value;
        status.textContent = labels.followed_yaml;
        draw();
      }
    });
    root.hidden = false;
    if (!textarea.value.trim()) { changed(); } else { wroteYaml = textarea.value; draw(); }
  }

  /* --- The YAML editor: line numbers, and the problems the server finds marked at their lines. --- */
  function setUpEditor(editor) {
    var textarea = editor.querySelector("textarea");
    var gutter = editor.querySelector(".gutter");
    var problems = document.getElementById("yaml-problems");
    var timer = null, marks = {};
    function numbers() {
      var count = textarea.value.split("\n").length;
      gutter.textContent = "";
      for (var i = 1; i <= count; i++) {
        gutter.appendChild(el("div", {"class": marks[i] ? "line error" : "line", title: marks[i] || null, text: String(i)}));
      }
      gutter.scrollTop = textarea.scrollTop;
    }
    function jump(line, column) {
      var lines = textarea.value.split("\n"), offset = 0;
      for (var i = 0; i < line - 1 && i < lines.length; i++) { offset += lines[i].length + 1; }
      textarea.focus();
      textarea.setSelectionRange(offset + Math.max(0, column - 1), offset + (lines[line - 1] || "").length);
    }
    function show(result) {
      marks = {};
      problems.textContent = "";
      if (!result.ok) {
        var list = el("ul", {"class": "problem-list"});
        var all = result.errors && result.errors.length ? result.errors : [result];
        all.forEach(function (p) {
          var line = p.line || 0, column = p.column || 0;
          var said = p.message ? p.message + (p.hint ? " (" + p.hint + ")" : "") : (p.error || "");
          if (line) { marks[line] = (marks[line] ? marks[line] + "\n" : "") + said; }
          var text = (line ? line + ":" + column + ": " : "") + said;
          list.appendChild(el("li", {}, [line ? el("button", {type: "button", "class": "linklike", text: text,
                                                               onclick: function () { jump(line, column); }}) : text]));
        });
        problems.appendChild(list);
      } else {
        problems.appendChild(el("p", {"class": "ok", text: problems.getAttribute("data-label-ok")}));
      }
      numbers();
      textarea.dispatchEvent(new CustomEvent("scenario-checked", {detail: result}));
    }
    function check() {
      if (!textarea.value.trim()) { return; }
      fetch("/api/scenarios/check?lang=" + encodeURIComponent(document.documentElement.lang || "en"), {method: "POST", body: textarea.value, headers: {"Content-Type": "application/yaml"}})
        .then(function (r) { return r.ok ? r.json() : null; })
        .then(function (result) { if (result) { show(result); } })
        .catch(function () { /* offline: the form still submits */ });
    }
    function schedule() { numbers(); clearTimeout(timer); timer = setTimeout(check, 500); }
    textarea.addEventListener("input", schedule);
    textarea.addEventListener("builder-wrote", schedule);
    textarea.addEventListener("scroll", function () { gutter.scrollTop = textarea.scrollTop; });
    editor.classList.add("with-gutter");
    numbers();
    if (textarea.value.trim()) { check(); }
  }

  document.addEventListener("DOMContentLoaded", function () {
    Array.prototype.forEach.call(document.querySelectorAll("[data-editor]"), setUpEditor);
    Array.prototype.forEach.call(document.querySelectorAll("[data-builder]"), setUpBuilder);
  });
})();
