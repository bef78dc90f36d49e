// embed-frame-host.js: one line on a host page that holds Pencilmark frames,
//   <script src="https://your-host/pencilmark/embed-frame-host.js" async></script>
// and each frame is as tall as its content: a frame posts its content's height
// ({ type: 'pencilmark:height', id, height }) on load and on every change, and this
// sets the height of the frame that posted it. Only a message from a frame's own
// window, from the origin of that frame's address, and an embed-frame.html at that,
// is taken. Frames that posted before this script ran are asked to post again
// ({ type: 'pencilmark:measure' }). A page whose Content-Security-Policy blocks a frame hears why here,
// and the frame's place says which directive to add.
(() => {
  const ours = (frame) => {
    try {
      return /\/embed-frame\.html$/.test(new URL(frame.src, location.href).pathname);
    } catch {
      return false;
    }
  };
  addEventListener('message', (event) => {
    const { data } = event;
    if (data?.type !== 'pencilmark:height' || !(data.height > 0 && data.height < 1e5)) return;
    for (const frame of document.getElementsByTagName('iframe')) {
      if (frame.contentWindow !== event.source) continue;
      if (!ours(frame) || new URL(frame.src, location.href).origin !== event.origin) return;
      // A page that sizes boxes by their border (box-sizing: border-box) counts the frame's border in.
      const border = getComputedStyle(frame).boxSizing === 'border-box' ? frame.offsetHeight - frame.clientHeight : 0;
      frame.style.height = `${Math.ceil(data.height) + border}px`;
      return;
    }
  });
  // Frames that loaded before this script did have posted their heights to no one: each is asked again.
  for (const frame of document.getElementsByTagName('iframe')) {
    if (ours(frame)) frame.contentWindow?.postMessage({ type: 'pencilmark:measure' }, '*');
  }
  const blocked = (directive, address) => {
    if (!/^(frame|child|default)-src/.test(directive) || !address) return;
    for (const frame of document.getElementsByTagName('iframe')) {
      if (!ours(frame) || !frame.src.startsWith(address) || frame.nextElementSibling?.dataset.pencilmark) continue;
      const note = document.createElement('p');
      note.dataset.pencilmark = 'blocked';
      note.setAttribute('role', 'alert');
      note.textContent = `Pencilmark: this page's Content-Security-Policy blocked the board's frame: add ${new URL(frame.src, location.href).origin} to frame-src.`;
      frame.after(note);
    }
  };
  addEventListener('securitypolicyviolation', (event) => blocked(event.effectiveDirective || event.violatedDirective, event.blockedURI));
  // This script may run after the frames were blocked (it loads async): the browser's reports kept from before.
  if (typeof ReportingObserver === 'function') {
    new ReportingObserver((reports) => {
      for (const { body } of reports) blocked(body.effectiveDirective, body.blockedURL);
    }, { types: ['csp-violation'], buffered: true }).observe();
  }
})();
