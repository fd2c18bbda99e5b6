import Foundation

/// Looks at screenshots in Chromium itself (a canvas reads their pixels): a page that rendered
/// nothing, or one flat colour, has a handful of distinct colours and one that covers nearly all
/// of it.
enum ScreenshotAnalysis {
    struct Verdict {
        var file: String
        var colors: Int
        var dominant: Double
        var isBlank: Bool { colors < 24 || dominant > 0.95 }
    }

    static func analyse(_ screenshots: [URL], in folder: URL) throws -> [Verdict] {
        let images = screenshots.map { "<img data-file=\"\($0.lastPathComponent)\" src=\"\($0.lastPathComponent)\">" }.joined()
        let page = """
            <!DOCTYPE html><html><body>\(images)<script>
            window.addEventListener('load', function () {
              var out = [];
              document.querySelectorAll('img').forEach(function (img) {
                var w = 320, h = Math.max(1, Math.round(img.naturalHeight * w / Math.max(1, img.naturalWidth)));
                var canvas = document.createElement('canvas'); canvas.width = w; canvas.height = h;
                var context = canvas.getContext('2d'); context.drawImage(img, 0, 0, w, h);
                var data = context.getImageData(0, 0, w, h).data, counts = {}, n = 0, top = 0;
                for (var i = 0; i < data.length; i += 4) {
                  var key = (data[i] >> 4) + ',' + (data[i + 1] >> 4) + ',' + (data[i + 2] >> 4);
                  counts[key] = (counts[key] || 0) + 1; n++;
                }
                Object.keys(counts).forEach(function (key) { if (counts[key] > top) { top = counts[key]; } });
                out.push(img.getAttribute('data-file') + ' ' + Object.keys(counts).length + ' ' + (n ? top / n : 1).toFixed(4));
              });
              document.documentElement.setAttribute('data-result', out.join(';'));
            });
            </script></body></html>
            """
        let url = folder.appendingPathComponent("analysis.html")
        try page.write(to: url, atomically: true, encoding: .utf8)
        let run = try Chromium.run(["--allow-file-access-from-files", "--virtual-time-budget=10000", "--dump-dom"], url: url.absoluteString)
        let result = SpecimenBrowserCheck.attributes(run.stdout)["data-result"] ?? ""
        return result.split(separator: ";").compactMap { entry in
            let fields = entry.split(separator: " ")
            guard fields.count == 3, let colors = Int(fields[1]), let dominant = Double(fields[2]) else { return nil }
            return Verdict(file: String(fields[0]), colors: colors, dominant: dominant)
        }
    }
}
