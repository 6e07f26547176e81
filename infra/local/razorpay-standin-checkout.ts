/**
 * The stand-in's checkout.js: `window.Razorpay` with the interface of Razorpay's Checkout
 * (new Razorpay(options).open(), .on('payment.failed', cb), .close(); options.handler on success,
 * options.modal.ondismiss on close). open() shows an overlay with the amount and three buttons:
 * "Pay", "Fail payment" and × (Close), so a person or a browser test can take either path.
 */
export function checkoutScript(settings: { baseUrl: string; keyId: string }): string {
  return `(function () {
  var BASE = ${JSON.stringify(settings.baseUrl)};
  var KEY_ID = ${JSON.stringify(settings.keyId)};
  function rupees(paise) {
    var r = Math.floor(paise / 100), p = paise % 100;
    return '\\u20b9' + r.toLocaleString('en-IN') + (p ? '.' + String(p).padStart(2, '0') : '');
  }
  function el(tag, attrs, text) {
    var node = document.createElement(tag);
    for (var name in attrs) node.setAttribute(name, attrs[name]);
    if (text) node.textContent = text;
    return node;
  }
  function Razorpay(options) {
    if (!(this instanceof Razorpay)) return new Razorpay(options);
    if (!options || !options.key) throw new Error('Razorpay: options.key is required');
    if (!options.order_id) throw new Error('Razorpay: options.order_id is required');
    this.options = options;
    this.listeners = {};
    this.overlay = null;
  }
  Razorpay.prototype.on = function (event, callback) {
    (this.listeners[event] = this.listeners[event] || []).push(callback);
    return this;
  };
  Razorpay.prototype.emit = function (event, payload) {
    (this.listeners[event] || []).forEach(function (cb) { cb(payload); });
  };
  Razorpay.prototype.close = function () {
    if (this.overlay) { this.overlay.remove(); this.overlay = null; }
  };
  Razorpay.prototype.open = function () {
    var self = this, o = this.options;
    if (this.overlay) return;
    var overlay = el('div', { 'data-razorpay-standin': '', role: 'dialog', 'aria-modal': 'true', 'aria-label': 'Razorpay Checkout (local stand-in)',
      style: 'position:fixed;inset:0;z-index:2147483647;background:rgba(0,0,0,.55);display:flex;align-items:center;justify-content:center;font-family:system-ui,sans-serif' });
    var box = el('div', { style: 'background:#fff;color:#111;border-radius:8px;padding:24px;min-width:300px;max-width:90vw;position:relative;box-shadow:0 8px 30px rgba(0,0,0,.3)' });
    var close = el('button', { type: 'button', 'aria-label': 'Close', style: 'position:absolute;top:8px;right:12px;border:0;background:none;font-size:22px;cursor:pointer' }, '\\u00d7');
    box.appendChild(close);
    box.appendChild(el('div', { style: 'font-size:12px;color:#666' }, 'Local Razorpay stand-in: no real money moves'));
    box.appendChild(el('h2', { style: 'margin:8px 0 4px;font-size:18px' }, o.name || 'Payment'));
    if (o.description) box.appendChild(el('div', { style: 'font-size:14px;color:#444' }, o.description));
    box.appendChild(el('div', { 'data-amount': '', style: 'font-size:28px;font-weight:600;margin:16px 0' }, rupees(Number(o.amount) || 0)));
    var status = el('div', { role: 'status', style: 'min-height:20px;font-size:14px;color:#b00020;margin-bottom:8px' });
    box.appendChild(status);
    if (o.key !== KEY_ID) status.textContent = 'This key id is not the local key id; the order will not verify.';
    var pay = el('button', { type: 'button', style: 'padding:10px 18px;margin-right:8px;background:#0b5fff;color:#fff;border:0;border-radius:4px;cursor:pointer' }, 'Pay');
    var fail = el('button', { type: 'button', style: 'padding:10px 18px;background:#eee;border:0;border-radius:4px;cursor:pointer' }, 'Fail payment');
    box.appendChild(pay);
    box.appendChild(fail);
    overlay.appendChild(box);
    document.body.appendChild(overlay);
    this.overlay = overlay;
    function busy(on) { pay.disabled = on; fail.disabled = on; }
    function call(action) {
      busy(true);
      return fetch(BASE + '/standin/orders/' + encodeURIComponent(o.order_id) + '/' + action, { method: 'POST' })
        .then(function (r) { return r.json(); })
        .finally(function () { busy(false); });
    }
    pay.addEventListener('click', function () {
      call('pay').then(function (result) {
        if (result.razorpay_payment_id) { self.close(); if (o.handler) o.handler(result); }
        else status.textContent = (result.error && result.error.description) || 'Payment could not be completed';
      }, function () { status.textContent = 'The stand-in is not answering'; });
    });
    fail.addEventListener('click', function () {
      call('fail').then(function (result) {
        status.textContent = 'Payment failed. You can try again or close.';
        self.emit('payment.failed', result);
      }, function () { status.textContent = 'The stand-in is not answering'; });
    });
    close.addEventListener('click', function () {
      self.close();
      if (o.modal && typeof o.modal.ondismiss === 'function') o.modal.ondismiss();
    });
  };
  window.Razorpay = Razorpay;
})();
`;
}
