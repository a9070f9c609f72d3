// Seed 003 (003_1b560a8f738ab767.txt), "ViewThatFitsとは": Apple's UploadProgressView and the
// article's three widths; ViewThatFits picks A (HStack) at 200, B (ProgressView) at 100 and
// C (Text) at 50.

struct UploadProgressView: View {
    var uploadProgress: Double

    var body: some View {
        ViewThatFits(in: .horizontal) {
	    // A
            HStack {
                Text("\(uploadProgress.formatted(.percent))")
                ProgressView(value: uploadProgress)
                    .frame(width: 100)
            }
	    
	    // B
            ProgressView(value: uploadProgress)
                .frame(width: 100)
		
	    // C
            Text("\(uploadProgress.formatted(.percent))")
        }
    }
}

VStack {
    // Aが収まるサイズ
    UploadProgressView(uploadProgress: 0.75)
        .frame(maxWidth: 200)
	
    // Aは治らないがBが収まるサイズ
    UploadProgressView(uploadProgress: 0.75)
        .frame(maxWidth: 100)
	
    // A,Bは収まらないがCが収まるサイズ
    UploadProgressView(uploadProgress: 0.75)
        .frame(maxWidth: 50)
}
