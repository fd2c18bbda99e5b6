import TesseraCLI

TesseraMain.run()
