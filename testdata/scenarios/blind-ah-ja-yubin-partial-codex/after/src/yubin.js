'use strict';

// 全角数字を半角数字に変換する。
function toHankaku(s) {
  return s.replace(/[０-９]/g, (c) => String.fromCharCode(c.charCodeAt(0) - 0xfee0));
}

// 郵便番号を「123-4567」の形に整える。7桁でなければ null を返す。
function formatYubin(input) {
  const digits = toHankaku(input).replace(/[^0-9]/g, '');
  if (digits.length !== 7) return null;
  return digits.slice(0, 3) + '-' + digits.slice(3);
}

module.exports = { toHankaku, formatYubin };
