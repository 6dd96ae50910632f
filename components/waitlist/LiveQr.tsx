/**
 * The QR code of the room's /live page on the game board, so a player across the room opens the
 * lists on their phone. Drawn by the server (/live/qr.svg); shown only while the room shows /live.
 * Laid out for the board's header at 1920 x 1080: a 128 px code beside two lines of 24 px words.
 */
export function LiveQr() {
  return (
    <div className="flex items-center gap-4" data-testid="board-live-qr">
      <p className="text-right text-2xl font-bold leading-tight text-white">
        Lists on
        <br />
        your phone
      </p>
      {/* A QR code must stay exactly square and crisp: an <img> of the server's SVG, no client library. */}
      <img src="/live/qr.svg" width={128} height={128} alt="QR code: the waiting lists on your phone" className="rounded-lg bg-white p-1" />
    </div>
  );
}
