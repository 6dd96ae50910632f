/** A QR code as SVG (the qrcode package), drawn on the server so no phone or screen downloads a QR library. */
import QRCode from "qrcode";

export async function qrSvg(text: string, options: { dark?: string; light?: string } = {}): Promise<string> {
  return QRCode.toString(text, { type: "svg", errorCorrectionLevel: "M", margin: 2, color: { dark: options.dark ?? "#000000", light: options.light ?? "#ffffff" } });
}

/** The same as a data: address for an <img> (the page's Content-Security-Policy allows data: images). */
export async function qrDataUrl(text: string): Promise<string> {
  return `data:image/svg+xml;base64,${Buffer.from(await qrSvg(text)).toString("base64")}`;
}
