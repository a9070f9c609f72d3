// Seed 002 (002_1a1c7da5ce70d285.txt), "Spacerとは": a Spacer between the Texts pushes them to
// the ends.

HStack {
Text("Hello")
.border(.red)
Spacer()
Text("World")
.border(.blue)
}.padding()
.frame(width: 300)
.border(.green)
