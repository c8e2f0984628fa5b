import TintypeSupport

/// `LaunchScreen.storyboard` (SPEC §14.1) as Apple's rules for launch storyboards allow: UIKit
/// views only and no custom classes, one view controller whose one root view is filled with the
/// `LaunchBackground` colour, the `LaunchLogo` image centred, and the `LaunchBranding` image
/// near the foot of the safe area when there is one; `launchScreen="YES"`.
enum LaunchStoryboard {
    /// The storyboard's XML for `art`; the logo image is `logoSide` points square, the branding `branding` points.
    static func xml(_ art: LaunchArt, logoSide: Int, branding: (width: Int, height: Int)) -> String {
        let background = art.design.background
        func component(_ value: UInt8) -> String { NumberText.shortest((Double(value) / 255 * 1000).rounded() / 1000) }
        let (brandingView, brandingConstraints, brandingResource) = art.branding == nil ? ("", "", "") : Self.branding(branding)
        return """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="23504" \
            targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" launchScreen="YES" \
            useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="01J-lp-oVM">
                <device id="retina6_12" orientation="portrait" appearance="light"/>
                <dependencies>
                    <plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="23506"/>
                    <capability name="Named colors" minToolsVersion="9.0"/>
                    <capability name="Safe area layout guides" minToolsVersion="9.0"/>
                    <capability name="documents saved in the Xcode 8 format" minToolsVersion="8.0"/>
                </dependencies>
                <scenes>
                    <scene sceneID="EHf-IW-A2E">
                        <objects>
                            <viewController id="01J-lp-oVM" sceneMemberID="viewController">
                                <view key="view" contentMode="scaleToFill" id="Ze5-6b-2t3">
                                    <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                    <subviews>
                                        <imageView clipsSubviews="YES" userInteractionEnabled="NO" contentMode="center" \
            image="\(LaunchScreenIOS.logoName)" translatesAutoresizingMaskIntoConstraints="NO" id="YRO-k0-Ey4">
                                            <rect key="frame" x="\(NumberText.shortest((393 - Double(logoSide)) / 2))" \
            y="\(NumberText.shortest((852 - Double(logoSide)) / 2))" width="\(logoSide)" height="\(logoSide)"/>
                                        </imageView>\(brandingView)
                                    </subviews>
                                    <viewLayoutGuide key="safeArea" id="6Tk-OE-BBY"/>
                                    <color key="backgroundColor" name="\(LaunchScreenIOS.colorName)"/>
                                    <constraints>
                                        <constraint firstItem="YRO-k0-Ey4" firstAttribute="centerX" secondItem="Ze5-6b-2t3" \
            secondAttribute="centerX" id="1a2-6s-vTC"/>
                                        <constraint firstItem="YRO-k0-Ey4" firstAttribute="centerY" secondItem="Ze5-6b-2t3" \
            secondAttribute="centerY" id="4X2-HB-R7a"/>\(brandingConstraints)
                                    </constraints>
                                </view>
                            </viewController>
                            <placeholder placeholderIdentifier="IBFirstResponder" id="iYj-Kq-Ea1" userLabel="First Responder" \
            sceneMemberID="firstResponder"/>
                        </objects>
                        <point key="canvasLocation" x="53" y="375"/>
                    </scene>
                </scenes>
                <resources>
                    <image name="\(LaunchScreenIOS.logoName)" width="\(logoSide)" height="\(logoSide)"/>\(brandingResource)
                    <namedColor name="\(LaunchScreenIOS.colorName)">
                        <color red="\(component(background.red))" green="\(component(background.green))" \
            blue="\(component(background.blue))" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                    </namedColor>
                </resources>
            </document>

            """
    }

    /// The branding's image view, its two constraints (centred, `brandingMargin` points above the safe
    /// area's foot) and its resource entry, for a `size` points image.
    private static func branding(_ size: (width: Int, height: Int)) -> (view: String, constraints: String, resource: String) {
        let view = """

                                        <imageView clipsSubviews="YES" userInteractionEnabled="NO" contentMode="scaleAspectFit" \
            image="\(LaunchScreenIOS.brandingName)" translatesAutoresizingMaskIntoConstraints="NO" id="brn-ag-Img">
                                            <rect key="frame" x="96.5" y="692" width="\(size.width)" height="\(size.height)"/>
                                        </imageView>
            """
        let constraints = """

                                        <constraint firstItem="brn-ag-Img" firstAttribute="centerX" secondItem="Ze5-6b-2t3" \
            secondAttribute="centerX" id="brn-cx-Cns"/>
                                        <constraint firstItem="6Tk-OE-BBY" firstAttribute="bottom" secondItem="brn-ag-Img" \
            secondAttribute="bottom" constant="\(Int(LaunchPictures.brandingMargin))" id="brn-by-Cns"/>
            """
        let resource = "\n        <image name=\"\(LaunchScreenIOS.brandingName)\" width=\"\(size.width)\" height=\"\(size.height)\"/>"
        return (view, constraints, resource)
    }
}
