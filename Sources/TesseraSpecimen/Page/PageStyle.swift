/// The page's own layout. Colours here are only the frame's neutral lines and the verdict
/// badges; everything a token describes is drawn with the token's custom property.
enum PageStyle {
    static let css = """
        *, *::before, *::after { box-sizing: border-box; }
        html { -webkit-text-size-adjust: 100%; }
        body { margin: 0; font: 15px/1.5 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; background-attachment: fixed; }
        .page { max-width: 1240px; margin: 0 auto; padding: 32px 28px 64px; }
        .masthead { display: flex; flex-wrap: wrap; align-items: flex-end; justify-content: space-between; gap: 16px 32px; padding-bottom: 20px; border-bottom: 1px solid var(--specimen-line); }
        .masthead h1 { margin: 0; font-size: 40px; line-height: 1.1; letter-spacing: -0.02em; }
        .masthead p { margin: 6px 0 0; opacity: 0.75; }
        .themes { display: flex; flex-wrap: wrap; gap: 12px; }
        .themes label { display: flex; flex-direction: column; gap: 4px; font-size: 12px; text-transform: uppercase; letter-spacing: 0.06em; opacity: 0.85; }
        .themes select { font: inherit; font-size: 14px; text-transform: none; letter-spacing: 0; padding: 6px 10px; border-radius: 8px; border: 1px solid var(--specimen-line); background: var(--specimen-card); color: inherit; }
        nav.toc { display: flex; flex-wrap: wrap; gap: 8px; margin: 16px 0 8px; }
        nav.toc a { color: inherit; text-decoration: none; font-size: 13px; padding: 4px 12px; border-radius: 999px; border: 1px solid var(--specimen-line); }
        section { margin-top: 40px; }
        h2 { font-size: 26px; margin: 0 0 4px; letter-spacing: -0.01em; }
        h3 { font-size: 13px; text-transform: uppercase; letter-spacing: 0.08em; margin: 28px 0 12px; opacity: 0.7; font-weight: 600; }
        .lede { margin: 0 0 16px; opacity: 0.75; max-width: 72ch; }
        .grid { display: grid; grid-template-columns: repeat(auto-fill, minmax(190px, 1fr)); gap: 12px; }
        .grid.wide { grid-template-columns: repeat(auto-fill, minmax(330px, 1fr)); }
        .card { border: 1px solid var(--specimen-line); border-radius: 12px; padding: 10px; background: var(--specimen-card); min-width: 0; }
        .name { font-weight: 600; font-size: 13px; overflow-wrap: anywhere; }
        .desc { font-size: 12px; opacity: 0.75; margin-top: 2px; overflow-wrap: anywhere; }
        .value { font: 12px/1.45 ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; opacity: 0.9; overflow-wrap: anywhere; }
        .checker { border-radius: 10px; overflow: hidden; background: repeating-conic-gradient(#c8c8c8 0 25%, #f4f4f4 0 50%) 0 0 / 16px 16px; margin-bottom: 10px; }
        .chip { height: 56px; }
        .pairs { list-style: none; margin: 8px 0 0; padding: 0; display: flex; flex-wrap: wrap; gap: 4px; }
        .pairs li { display: inline-flex; align-items: center; gap: 4px; font: 600 11px/1 ui-monospace, Menlo, monospace; padding: 2px 6px 2px 2px; border-radius: 7px; }
        .pairs li.pass { background: #dff3e4; color: #0b5d26; }
        .pairs li.fail { background: #fbe0de; color: #9b1c13; }
        .pairs li.exempt { background: #e8e8ec; color: #3a3a44; }
        .pairs li.text { background: #dff3e4; color: #0b5d26; }
        .pairs li.large { background: #fdf0d5; color: #6b4a00; }
        .pairs li.text::after { content: "✓"; }
        .pairs li.large::after { content: "◐"; }
        .pairs li.fail::after { content: "✕"; }
        .pairs li.pass::after { content: "✓"; }
        .pairs li.exempt::after { content: "–"; }
        .sample { flex: none; width: 26px; height: 20px; border-radius: 5px; display: inline-flex; align-items: center; justify-content: center; font: 600 11px/1 system-ui, sans-serif; }
        .badge { flex: none; font-size: 11px; font-weight: 700; padding: 1px 7px; border-radius: 999px; letter-spacing: 0.02em; }
        .badge.pass { background: #dff3e4; color: #0b5d26; }
        .badge.fail { background: #fbe0de; color: #9b1c13; }
        .badge.exempt, .badge.note { background: #e8e8ec; color: #3a3a44; }
        .badge.warning { background: #fdf0d2; color: #7a4b00; }
        .badge.error { background: #fbe0de; color: #9b1c13; }
        .badge.deprecated { background: #e8e8ec; color: #3a3a44; margin-left: 6px; }
        .gradient { height: 120px; border-radius: 12px; margin-bottom: 10px; }
        .type-sample { margin: 0 0 8px; overflow-wrap: anywhere; }
        .scale { display: grid; gap: 10px; }
        .scale-row { display: grid; grid-template-columns: minmax(160px, 240px) 1fr; gap: 16px; align-items: center; }
        .ruler { position: relative; min-height: 24px; border-radius: 4px; background-image: repeating-linear-gradient(to right, var(--specimen-line) 0 1px, transparent 1px var(--grid, 8px)); }
        .bar { height: 24px; border-radius: 3px; background: currentColor; opacity: 0.55; }
        .shape { width: 64px; height: 64px; border: 2px solid currentColor; background: var(--specimen-card); margin-bottom: 10px; }
        .effect { height: 64px; border-radius: 12px; margin: 6px 6px 12px; background: var(--specimen-surface, var(--specimen-card)); }
        .backdrop { position: relative; height: 200px; border-radius: 14px; overflow: hidden; margin-bottom: 10px; display: grid; grid-template-columns: 1fr 1fr; gap: 14px; padding: 18px; }
        .backdrop .blob { position: absolute; border-radius: 50%; }
        .glass { position: relative; border-radius: 14px; display: flex; align-items: flex-end; padding: 10px; font-size: 12px; font-weight: 600; }
        svg.plot { width: 100%; height: auto; display: block; margin-bottom: 8px; }
        svg.plot .axis { stroke: currentColor; stroke-opacity: 0.35; stroke-width: 1; fill: none; }
        svg.plot .curve { stroke: currentColor; stroke-width: 2.5; fill: none; stroke-linejoin: round; }
        svg.plot .mark { stroke: currentColor; stroke-dasharray: 4 3; stroke-width: 1.2; }
        svg.plot text { fill: currentColor; font-size: 11px; font-family: ui-monospace, Menlo, monospace; }
        .demo { position: relative; height: 28px; border-radius: 14px; border: 1px solid var(--specimen-line); margin: 6px 0 4px; }
        .demo .dot { position: absolute; top: 3px; left: 3px; width: 20px; height: 20px; border-radius: 50%; background: currentColor; }
        .played .demo .dot { left: calc(100% - 23px); }
        @media (prefers-reduced-motion: reduce) { .demo .dot { transition: none !important; } }
        button.play { font: inherit; font-size: 13px; padding: 6px 14px; border-radius: 999px; border: 1px solid var(--specimen-line); background: var(--specimen-card); color: inherit; cursor: pointer; }
        table { width: 100%; border-collapse: collapse; font-size: 13px; }
        th, td { text-align: left; vertical-align: top; padding: 6px 8px; border-bottom: 1px solid var(--specimen-line); }
        th { font-size: 11px; text-transform: uppercase; letter-spacing: 0.06em; opacity: 0.7; }
        details { margin-top: 4px; font-size: 12px; opacity: 0.85; }
        details ul { margin: 4px 0 0; padding-left: 18px; }
        summary { cursor: pointer; }
        .stage { border-radius: 16px; padding: 22px; display: flex; flex-wrap: wrap; align-items: center; gap: 16px; min-height: 96px; border: 1px solid var(--specimen-line); position: relative; overflow: hidden; }
        .stage .box { display: flex; align-items: center; justify-content: center; flex: none; min-width: 0; gap: 8px; }
        .stage .box.text { padding: 0.3em 0.7em; }
        .stage .box.column > .box { justify-content: flex-start; }
        .stage .box.column { flex-direction: column; align-items: stretch; justify-content: flex-start; }
        .stage > .box.column, .stage > .labelled > .box.column { min-width: 240px; max-width: 400px; }
        .stage .box.stack { display: grid; place-items: center; }
        .stage .box.stack > * { grid-area: 1 / 1; }
        .stage .box.stack > :first-child { justify-self: stretch; align-self: stretch; }
        .stage .labelled { display: flex; flex-direction: column; align-items: center; gap: 6px; }
        .stage .labelled > small { font: 11px/1.3 ui-monospace, Menlo, monospace; opacity: 0.8; color: var(--specimen-fg); }
        figure { margin: 0 0 24px; }
        figcaption { margin-bottom: 8px; }
        footer { margin-top: 64px; font-size: 12px; opacity: 0.7; }
        [hidden] { display: none !important; }
        """
}
