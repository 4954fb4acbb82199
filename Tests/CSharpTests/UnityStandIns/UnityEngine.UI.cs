// Stand-in for the UnityEngine.UI assembly (Unity's com.unity.ugui package), compiled apart from UnityEngine as Unity
// compiles it, so that an assembly definition which does not reference it fails the type check as it would in Unity.
namespace UnityEngine.UI
{
    public class Image : MonoBehaviour
    {
        public bool preserveAspect { get; set; }
    }
}
