/// The page's scripts. They read only the page's own elements (nothing from tokens is ever
/// written into script text), and they record what a test needs on the root element:
/// `data-specimen-errors` (any error or blocked fetch), `data-specimen-status` (`ok`, or what is
/// broken), `data-specimen-colors` (a fingerprint of every swatch's computed colour),
/// `data-specimen-motion` (`full` or `reduced`, and how many demos would move) and
/// `data-specimen-height`.
enum PageScript {
    static let errorRecorder = """
        (function () {
          var root = document.documentElement, seen = [];
          function record(message) { seen.push(String(message)); root.setAttribute('data-specimen-errors', seen.join(' | ')); }
          window.addEventListener('error', function (event) { record(event.message || 'a resource failed to load'); }, true);
          window.addEventListener('unhandledrejection', function (event) { record(event.reason); });
          document.addEventListener('securitypolicyviolation', function (event) { record('blocked ' + event.blockedURI); });
          var original = console.error;
          console.error = function () { record(Array.prototype.join.call(arguments, ' ')); original.apply(console, arguments); };
        })();
        """

    static let main = """
        (function () {
          var root = document.documentElement;
          function all(selector, within) { return Array.prototype.slice.call((within || document).querySelectorAll(selector)); }
          var menus = all('select[data-modifier]');
          var permutations = all('#specimen-permutations > li').map(function (item) {
            return { index: item.getAttribute('data-index'), choices: all('i', item).map(function (choice) {
              return [choice.getAttribute('data-modifier'), choice.getAttribute('data-context')]; }) };
          });
          function fingerprint(text) {
            var hash = 2166136261;
            for (var i = 0; i < text.length; i++) { hash ^= text.charCodeAt(i); hash = Math.imul(hash, 16777619) >>> 0; }
            return ('0000000' + hash.toString(16)).slice(-8);
          }
          function verify() {
            var problems = [], colors = [];
            all('main > section').forEach(function (section) {
              if (section.offsetHeight < 40) { problems.push('empty section ' + section.id); }
            });
            all('[data-swatch]').forEach(function (chip) {
              var color = getComputedStyle(chip).backgroundColor;
              colors.push(color);
              if (color === 'rgba(0, 0, 0, 0)' && !chip.hasAttribute('data-clear')) { problems.push('no colour for ' + chip.getAttribute('data-swatch')); }
            });
            root.setAttribute('data-specimen-colors', fingerprint(colors.join(';')));
            var dots = all('.demo .dot'), moving = dots.filter(function (dot) { return parseFloat(getComputedStyle(dot).transitionDuration) > 0; });
            root.setAttribute('data-specimen-motion', (reduced.matches ? 'reduced ' : 'full ') + moving.length + '/' + dots.length);
            root.setAttribute('data-specimen-status', problems.length ? problems.join(' | ') : 'ok');
            root.setAttribute('data-specimen-height', String(Math.ceil(document.documentElement.scrollHeight)));
          }
          function apply() {
            var chosen = {};
            menus.forEach(function (menu) {
              chosen[menu.getAttribute('data-modifier')] = menu.value;
              root.setAttribute(menu.getAttribute('data-attribute'), menu.value);
            });
            // A preview pinned to one context (glass's matte fallback) follows the others.
            all('[data-force-attribute]').forEach(function (element) {
              menus.forEach(function (menu) { element.setAttribute(menu.getAttribute('data-attribute'), menu.value); });
              element.setAttribute(element.getAttribute('data-force-attribute'), element.getAttribute('data-force-value'));
            });
            var match = permutations.filter(function (permutation) {
              return permutation.choices.every(function (choice) { return chosen[choice[0]] === choice[1]; });
            })[0];
            var index = match ? match.index : 'none';
            root.setAttribute('data-specimen-p', index);
            all('[data-p]').forEach(function (element) { element.hidden = element.getAttribute('data-p').split(' ').indexOf(index) < 0; });
            verify();
          }
          function fromHash() {
            var wanted = new URLSearchParams(location.hash.slice(1));
            menus.forEach(function (menu) {
              var value = wanted.get(menu.getAttribute('data-modifier'));
              if (value !== null && all('option', menu).some(function (option) { return option.value === value; })) { menu.value = value; }
            });
          }
          menus.forEach(function (menu) { menu.addEventListener('change', apply); });
          window.addEventListener('hashchange', function () { fromHash(); apply(); });
          all('button.play').forEach(function (button) {
            button.addEventListener('click', function () {
              var played = button.closest('section').classList.toggle('played');
              button.textContent = played ? 'Reset' : 'Play';
            });
          });
          var reduced = window.matchMedia('(prefers-reduced-motion: reduce)');
          function noteReducedMotion() { all('.reduced-motion-note').forEach(function (note) { note.hidden = !reduced.matches; }); }
          reduced.addEventListener('change', noteReducedMotion);
          noteReducedMotion();
          fromHash();
          apply();
        })();
        """
}
