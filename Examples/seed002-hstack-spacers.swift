// Seed 002 (002_1a1c7da5ce70d285.txt), "Spacerとは": three Spacers share the leftover space
// equally.

HStack {
Spacer()
Text("Hello")
.border(.red)
Spacer()
Text("World")
.border(.blue)
Spacer()
}.padding()
.frame(width: 300)
.border(.green)
