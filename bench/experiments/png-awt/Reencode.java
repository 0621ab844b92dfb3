import java.io.File;
import javax.imageio.IIOImage;
import javax.imageio.ImageIO;
import javax.imageio.ImageWriteParam;
import javax.imageio.ImageWriter;
import javax.imageio.stream.ImageOutputStream;
/** Reencode IN OUT [quality]: re-encodes a PNG with ImageIO (default settings, or explicit compression quality 0..1; 0 = deflate level 9). */
public final class Reencode { public static void main(String[] a) throws Exception {
  var img = ImageIO.read(new File(a[0]));
  if (a.length < 3) { ImageIO.write(img, "png", new File(a[1])); return; }
  ImageWriter w = ImageIO.getImageWritersByFormatName("png").next();
  ImageWriteParam p = w.getDefaultWriteParam();
  p.setCompressionMode(ImageWriteParam.MODE_EXPLICIT); p.setCompressionQuality(Float.parseFloat(a[2]));
  new File(a[1]).delete();
  try (ImageOutputStream o = ImageIO.createImageOutputStream(new File(a[1]))) { w.setOutput(o); w.write(null, new IIOImage(img, null, null), p); }
} }
