let a = "ÿþ not UTF-8"
Text("x").padding(16)
