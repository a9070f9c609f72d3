// Seed 002 (002_1a1c7da5ce70d285.txt), "Spacerとは": two Texts side by side in an HStack.

HStack {
Text("Hello")
.border(.red)
Text("World")
.border(.blue)
}.padding()
.frame(width: 300)
.border(.green)
