/**
 * The phone page's stylesheet, inline in the page (one request fewer on a weak connection, about
 * 2 KB). Made for one thumb on a 390 px screen: 18 px text, targets at least 52 px tall and as wide
 * as the screen, nothing wider than the screen (long words wrap).
 */
export const LIVE_CSS = `
*,*::before,*::after{box-sizing:border-box}
[hidden]{display:none!important}
html{color-scheme:dark;-webkit-text-size-adjust:100%}
body{margin:0;background:#020617;color:#f1f5f9;font:18px/1.45 "DejaVu Sans","Liberation Sans",Arial,system-ui,sans-serif;overflow-wrap:anywhere}
a{color:#fcd34d}
header{display:flex;align-items:center;justify-content:space-between;gap:12px;padding:12px 16px;background:#063d27;position:sticky;top:0;z-index:1}
h1{font-size:21px;margin:0;line-height:1.2}
#live-status{font-size:15px;margin:0;padding:4px 10px;border-radius:999px;background:#064e3b;white-space:nowrap}
#live-status[data-state=off]{background:#fbbf24;color:#020617;font-weight:700}
main{max-width:640px;margin:0 auto;padding:4px 16px 32px}
h2{font-size:22px;margin:22px 0 6px}
h3{font-size:20px;margin:0 0 2px}
p{margin:6px 0}
.game,.place{background:#0f172a;border:1px solid #334155;border-radius:14px;padding:14px;margin:12px 0}
.place.called{border:2px solid #fbbf24;background:#27200a}
.stakes{color:#fcd34d;font-weight:700}
h3 .stakes{display:block;font-size:17px}
.names{list-style:none;display:flex;flex-wrap:wrap;gap:6px;padding:0;margin:8px 0}
.chip{background:#1e293b;border-radius:999px;padding:3px 10px;font-weight:700}
.chip .pos{color:#cbd5e1;font-weight:400}
.chip.called{background:#fcd34d;color:#020617}
.chip.called .pos{color:#1e293b}
.way{font-weight:400;font-size:15px;color:#c7d2fe}
.button,button,summary{display:flex;align-items:center;justify-content:center;min-height:52px;width:100%;border-radius:12px;border:0;background:#fbbf24;color:#020617;font:inherit;font-weight:700;text-decoration:none;margin-top:10px;padding:10px 16px;cursor:pointer;text-align:center}
summary{background:transparent;color:#f1f5f9;border:1px solid #64748b;list-style:none}
summary::-webkit-details-marker{display:none}
details[open] summary{border-color:#ef4444}
button.danger{background:#dc2626;color:#fff}
.quiet-button{background:#334155;color:#f1f5f9}
label{display:block;font-weight:700;margin:12px 0 4px}
input{width:100%;min-height:52px;font:inherit;font-size:20px;padding:10px 12px;border-radius:10px;border:1px solid #94a3b8;background:#020617;color:#f1f5f9}
.row{display:flex;gap:8px}
.row input{flex:1;min-width:0}
.row button{width:auto;margin-top:0}
.code-line{font-size:18px}
.code{font-family:"DejaVu Sans Mono","Liberation Mono",monospace;letter-spacing:.1em;font-size:26px;color:#fcd34d;white-space:nowrap}
.you{color:#cbd5e1;font-size:18px}
.call{font-size:24px;font-weight:800;color:#fcd34d}
.countdown{font-size:22px;font-variant-numeric:tabular-nums}
.position{font-size:24px}
.of{font-size:18px;color:#cbd5e1}
.notice{background:#1e1b4b;border-radius:10px;padding:10px}
.ok{color:#6ee7b7;font-weight:700}
.problem{background:#450a0a;border:1px solid #ef4444;border-radius:10px;padding:10px}
.quiet{color:#cbd5e1}
.past{padding-left:20px}
footer{max-width:640px;margin:0 auto;padding:0 16px 32px;color:#cbd5e1;font-size:15px}
:focus-visible{outline:3px solid #facc15;outline-offset:2px}
`.trim();
